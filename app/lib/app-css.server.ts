import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

export type AppCss = { href: string; text: string; hash: string };

let loaded: AppCss | undefined;

/**
 * Production only: the site's one stylesheet is small, so the document carries it inline and the
 * first paint waits for no second request. Its SHA-256 goes into the CSP's style-src, which keeps
 * style attributes and any other inline style blocked.
 */
export function loadAppCss(clientDir: string, href: string): AppCss {
  const text = readFileSync(path.join(clientDir, href), "utf8");
  loaded = { href, text, hash: `sha256-${createHash("sha256").update(text).digest("base64")}` };
  return loaded;
}

export function getAppCss(): AppCss | undefined {
  return loaded;
}
