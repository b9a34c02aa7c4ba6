// What a page ships to the browser, in gzip bytes: the scripts it preloads and its stylesheets.
// The yardstick is bench/bare-app, the smallest React Router page with the site's version and
// future flags, built and rendered here the same way, so "beyond a bare page" is measured, not
// guessed from chunk names.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import http from "node:http";
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

/** Builds bench/bare-app and loads its server build: a request handler and its client folder. */
async function buildBareApp() {
  const app = path.join(root, "bench", "bare-app");
  execFileSync(process.execPath, [path.join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"], {
    cwd: app,
    stdio: "ignore",
  });
  const build = await import(pathToFileURL(path.join(app, "build", "server", "index.js")).href);
  const { createRequestHandler } = await import("react-router");
  return { handle: createRequestHandler(build, "production"), clientDir: path.join(app, "build", "client") };
}

/** Builds bench/bare-app and renders its one page in this process: its bytes are the baseline. */
export async function bareReactRouterPage() {
  const { handle, clientDir } = await buildBareApp();
  const response = await handle(new Request("http://bare.local/"));
  if (!response.ok) throw new Error(`the bare React Router page answered ${response.status}`);
  return shippedBytes(await response.text(), clientDir);
}

/**
 * Serves the bare page over HTTP (gzip, long-lived assets, as the site serves its own), so a
 * browser benchmark can measure it beside the site's pages in the same run.
 */
export async function startBareReactRouterServer(port) {
  const { handle, clientDir } = await buildBareApp();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    let status = 200;
    let type = "text/html; charset=utf-8";
    let body;
    if (url.pathname === "/favicon.ico") {
      [status, type, body] = [404, "text/plain", Buffer.from("not found")];
    } else if (url.pathname.startsWith("/assets/")) {
      body = await readFile(path.join(clientDir, path.normalize(url.pathname))).catch(() => undefined);
      type = url.pathname.endsWith(".css") ? "text/css" : "text/javascript";
      if (!body) [status, type, body] = [404, "text/plain", Buffer.from("not found")];
      else res.setHeader("cache-control", "public, max-age=31536000, immutable");
    } else {
      const response = await handle(new Request(url));
      status = response.status;
      type = response.headers.get("content-type") ?? type;
      body = Buffer.from(await response.arrayBuffer());
    }
    res.writeHead(status, { "content-type": type, "content-encoding": "gzip", vary: "accept-encoding" });
    res.end(gzipSync(body));
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
