import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import {
  createRequestHandler as createRouterHandler,
  type RequestHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { workOn } from "./graceful-close";
import { requestUrl } from "./request-url";

interface RequestHandlerOptions {
  build: () => Promise<ServerBuild>;
  getLoadContext: (req: express.Request, res: express.Response) => RouterContextProvider;
  mode: "production" | "development";
  /** SITE_URL's origin when it is configured; every request's URL is then built on it. */
  publicOrigin: string | undefined;
}

/**
 * Express in front of React Router, as @react-router/express 7.18 does it, but with the request's
 * URL from `requestUrl`: that adapter builds the origin from the Host header (behind a proxy, an
 * internal name) and, with "trust proxy" on, mixes X-Forwarded-Host's name with Host's port, so
 * forms posted from the public https origin were refused with 400.
 */
export function createRequestHandler({
  build,
  getLoadContext,
  mode,
  publicOrigin,
}: RequestHandlerOptions): express.RequestHandler {
  const handle = mode === "production" ? derivedOnce(build) : createRouterHandler(build, mode);
  return (req, res, next) => {
    // A shutdown waits for this, even once the visitor has gone: it may be storing what they sent.
    workOn(
      res,
      (async () => {
        try {
          const request = fetchRequest(req, res, requestUrl(req, publicOrigin));
          await send(res, await handle(request, getLoadContext(req, res)));
        } catch (error) {
          next(error);
        }
      })(),
    );
  };
}

/**
 * React Router's handler for a build that never changes. Given the build as a function, React
 * Router derives its route tables (every route flattened, ranked and compiled) again on every
 * request, so development sees each edit; in production that was about a tenth of a render's time.
 */
export function derivedOnce(build: () => Promise<ServerBuild>): RequestHandler {
  let handler: Promise<RequestHandler> | undefined;
  return async (request, context) => {
    handler ??= build().then((resolved) => createRouterHandler(resolved, "production"));
    return (await handler)(request, context);
  };
}

function fetchRequest(req: express.Request, res: express.Response, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // A visitor who goes away before the answer is complete aborts what is still running for them.
  let controller: AbortController | undefined = new AbortController();
  res.on("finish", () => (controller = undefined));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function send(res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The visitor left mid-answer: nothing to report.
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
