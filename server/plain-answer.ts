import type { Request, Response } from "express";
import { site } from "../app/content/site";

const TITLES: Record<number, string> = {
  400: "Bad request",
  405: "Method not allowed",
  413: "Request too large",
  500: "Something went wrong",
};

const CODES: Record<number, string> = {
  400: "bad_request",
  405: "method_not_allowed",
  413: "payload_too_large",
  500: "internal_error",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An answer given before React Router runs (a request it cannot take): the API's JSON error shape
 * under /api, a short HTML page anywhere else. Never cached, never a stack trace.
 */
export function plainAnswer(
  req: Request,
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  res.status(status).set({ ...headers, "Cache-Control": "no-store" });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  if (/^\/api(?:\/|$)/.test(req.path)) {
    res.json({ error: { code: CODES[status] ?? "bad_request", message } });
    return;
  }
  const title = TITLES[status] ?? TITLES[400]!;
  res
    .type("html")
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${title} | ${escapeHtml(site.brand)}</title></head>` +
        `<body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
    );
}
