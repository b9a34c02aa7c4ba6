// What a page ships to the browser, in gzip bytes: the scripts it preloads and its stylesheets.
// The yardstick is bench/bare-app, the smallest React Router page with the site's version and
// future flags, built and rendered here the same way, so "beyond a bare page" is measured, not
// guessed from chunk names.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { root } from "./server.mjs";

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Gzip bytes of the preloaded scripts and of the stylesheets (inline or linked) of one HTML page. */
export async function shippedBytes(html, clientDir) {
  const file = (href) => readFile(path.join(clientDir, href.replace(/^\//, "")));
  let js = 0;
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)) js += gz(await file(href));
  let css = 0;
  for (const [, text] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) css += gz(Buffer.from(text));
  for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)) css += gz(await file(href));
  return { js, css };
}

/** Builds bench/bare-app and renders its one page in this process: its bytes are the baseline. */
export async function bareReactRouterPage() {
  const app = path.join(root, "bench", "bare-app");
  execFileSync(process.execPath, [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"], {
    cwd: app,
    stdio: "ignore",
  });
  const build = await import(pathToFileURL(path.join(app, "build", "server", "index.js")).href);
  const { createRequestHandler } = await import("react-router");
  const response = await createRequestHandler(build, "production")(new Request("http://bare.local/"));
  if (!response.ok) throw new Error(`the bare React Router page answered ${response.status}`);
  return shippedBytes(await response.text(), path.join(app, "build", "client"));
}
