import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * Every response, documents, data requests and static files alike, gets the same headers. The
 * document's scripts run only with this request's nonce: no 'unsafe-inline' for scripts.
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
}): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const withNonce = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;

  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // Vite's dev client injects inline scripts; a nonce would switch 'unsafe-inline' off.
        "script-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'", withNonce],
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
    },
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

  return [nonce, headers, permissions];
}
