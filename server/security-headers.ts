import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

interface Locals {
  cspNonce: string;
  /** Set for a page shared between visitors: its inline scripts' hashes replace the nonce. */
  cspScriptHashes?: string[];
}

/**
 * Every response, documents, data requests and static files alike, gets the same headers. A
 * document's scripts run only with this request's nonce, or, for a page served from the shared
 * cache, only if they are exactly the page's own inline scripts (their hashes): no
 * 'unsafe-inline' for scripts either way.
 */
export function securityHeaders({
  production,
  dev,
  styleHashes,
}: {
  production: boolean;
  dev: boolean;
  /** Hashes of the inline <style> elements the server renders (the site's stylesheet). */
  styleHashes: string[];
}): { middleware: RequestHandler[]; forSharedPage: (req: Request, res: Response, scriptHashes: string[]) => void } {
  const nonce: RequestHandler = (_req, res, next) => {
    (res.locals as Locals).cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const inlineScripts = (_req: unknown, res: unknown) => {
    const locals = (res as { locals: Locals }).locals;
    // A shared answer without inline scripts (a page's navigation data) allows 'self' alone: 'none'
    // beside another source would be ignored, and reads as if it meant something.
    return locals.cspScriptHashes ? locals.cspScriptHashes.join(" ") : `'nonce-${locals.cspNonce}'`;
  };

  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      // Nothing is allowed unless a directive below names it.
      "default-src": ["'none'"],
      // Vite's dev client injects inline scripts; a nonce would switch 'unsafe-inline' off.
      "script-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'", inlineScripts],
      "style-src": ["'self'", ...(dev ? ["'unsafe-inline'"] : styleHashes.map((hash) => `'${hash}'`))],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'", ...(dev ? ["ws:"] : [])],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "object-src": ["'none'"],
      "manifest-src": ["'self'"],
    },
  });

  const headers = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
  });

  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader(
      "Permissions-Policy",
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    );
    next();
  };

  const forSharedPage = (req: Request, res: Response, scriptHashes: string[]) => {
    (res.locals as Locals).cspScriptHashes = scriptHashes;
    csp(req, res, () => {});
  };

  return { middleware: [nonce, csp, headers, permissions], forSharedPage };
}
