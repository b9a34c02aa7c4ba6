import path from "node:path";
import { constants } from "node:zlib";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import stylesheetHref from "../app/app.css?url";
import { loadAppCss } from "../app/lib/app-css.server";
import { LARGEST_BODY_LIMIT } from "../app/lib/body-limit.server";
import { logger } from "../app/lib/log.server";
import { clientIpContext, cspNonceContext } from "../app/lib/request-context";
import { bodyGuard } from "./body-guard";
import { trustedClientIp } from "./client-ip";
import { errorHandler } from "./error-handler";
import { type PageCache, pageCacheMiddleware, sharedCacheControl } from "./page-cache";
import { createRequestHandler } from "./request-handler";
import { requestGuard } from "./request-guard";
import { securityHeaders } from "./security-headers";
import { reportUntrustedProxy } from "./untrusted-proxy";

interface HttpOptions {
  root: string;
  /** Anonymous pages rendered once and shared; undefined renders every request. */
  sharedPages?: PageCache;
  /** How long a CDN in front may keep a shared page (PAGE_CACHE_CDN_SECONDS); 0: it revalidates each time. */
  cdnSeconds?: number;
  /** Express "trust proxy": which proxies' X-Forwarded-For names the client. */
  trustProxy: boolean | number | string;
  /** SITE_URL's origin when configured: the origin of every request's URL. */
  publicOrigin: string | undefined;
  production: boolean;
  vite?: ViteDevServer;
}

export function createHttpApp({
  root,
  production,
  trustProxy,
  publicOrigin,
  vite,
  sharedPages,
  cdnSeconds = 0,
}: HttpOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  if (trustProxy === false) app.use(reportUntrustedProxy(logger("http")));
  const client = path.join(root, "build", "client");
  const appCss = vite ? undefined : loadAppCss(client, stylesheetHref);
  const security = securityHeaders({ production, dev: Boolean(vite), styleHashes: appCss ? [appCss.hash] : [] });
  app.use(security.middleware);
  // Before anything reads the request: what no route can be asked is refused (a body larger than
  // any route takes among it), and a path is redirected to its one canonical form.
  app.use(requestGuard(), bodyGuard(LARGEST_BODY_LIMIT));

  const clientIp = trustedClientIp(app);
  const getLoadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(cspNonceContext, res.locals.cspNonce as string);
    context.set(clientIpContext, clientIp(req));
    return context;
  };

  // Pages rendered per request (for a visitor with one of the site's cookies, or not shareable)
  // are compressed on the way out; brotli at quality 4 is about as fast as gzip, the default (11)
  // far too slow. A 256 KB window holds any page whole; the default 4 MB window made each of 50
  // answers in flight allocate and clear megabytes, and the rate fell to a third.
  const compressPerRequest = compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } },
  });

  const handler = createRequestHandler({
    build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
    getLoadContext,
    mode: production ? "production" : "development",
    publicOrigin,
  });

  if (vite) {
    app.use(compressPerRequest);
    app.use(vite.middlewares);
    app.use(handler, errorHandler());
    return app;
  }

  // Static files go out as the .br or .gz copy written at build time (scripts/precompress.mjs),
  // so nothing compresses them per request. Vite fingerprints everything under
  // /assets, so those files never change under one name.
  const precompressed = (dir: string, serveStatic: { immutable?: boolean; maxAge: string }) =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { ...serveStatic, index: false },
    });
  app.use("/assets", precompressed(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
  // Before the file lookups: a shared page is answered without touching the disk, and files
  // (anything with an extension) are never shared pages.
  if (sharedPages) app.use(pageCacheMiddleware(sharedPages, security.forSharedPage, sharedCacheControl(cdnSeconds)));
  // Every file there has an extension; a page's path has none, and a failed lookup costs a
  // stat and a thrown 404 on every rendered page.
  const files = precompressed(client, { maxAge: "1h" });
  app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? files(req, res, next) : next()));
  app.use(compressPerRequest);
  app.use(handler, errorHandler());
  return app;
}
