import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  isRouteErrorResponse,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { AppCssProvider } from "./components/app-css";
import { NonceProvider } from "./components/nonce";
import { getAppCss } from "./lib/app-css.server";
import { logger } from "./lib/log.server";
import { routesAllowSharing, SHAREABLE_HEADER, VOLATILE_HEADER } from "./lib/page-cache";
import { onlyForeignCookies } from "./lib/site-cookies";
import { cspNonceContext, sharedRenderContext } from "./lib/request-context";
import { WholeDocument } from "./lib/whole-document.server";

export const streamTimeout = 5_000;

/** The spam token the root loader put in the page (see app/spam/honeypot.server.ts), if any. */
function formTokenOf(context: EntryContext): string | undefined {
  const root = context.staticHandlerContext.loaderData["root"] as { honeypot?: { token?: unknown } } | undefined;
  const token = root?.honeypot?.token;
  return typeof token === "string" ? token : undefined;
}
const log = logger("render");

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  const shared = loadContext.get(sharedRenderContext);
  if (shared && routesAllowSharing(routerContext)) {
    responseHeaders.set(SHAREABLE_HEADER, "public");
    const token = formTokenOf(routerContext);
    if (token) responseHeaders.set(VOLATILE_HEADER, token);
  }
  // A page rendered for one visitor is theirs alone: shared pages no longer vary on Cookie, so a
  // CDN or browser must not keep this one at all. Shared pages get their headers from the cache.
  if (!shared && !responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
  // The stylesheet goes inline for a first visit (no second request before the first paint). A
  // visitor carrying one of the site's cookies has been here (a toast after a form, a staff
  // session) and likely holds the stylesheet file: linking it saves every per-visitor render
  // building and compressing some 50 KB of CSS.
  const returningVisitor = !onlyForeignCookies(request.headers.get("cookie") ?? undefined);
  // The whole document is rendered before any of it is sent: no route streams deferred data, so
  // sending the head early would save nothing, and one finished body is compressed in one pass
  // (measured: about a fifth more per-visitor pages per second than React's many small pieces).
  return new Promise<Response>((resolve, reject) => {
    let boundaryError: unknown;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <AppCssProvider value={returningVisitor ? undefined : getAppCss()?.text}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </AppCssProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // The shell rendered, so an error seen on the way was inside a Suspense boundary: its
          // fallback is in the page and the browser renders that part itself.
          if (boundaryError !== undefined)
            log.error("part of the page failed to render on the server", { error: boundaryError as Error });
          const whole = new WholeDocument();
          whole.done.then(
            (body) => {
              clearTimeout(deadline);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
            },
            (error: unknown) => {
              clearTimeout(deadline);
              reject(error);
            },
          );
          pipe(whole);
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          boundaryError = error;
        },
      },
    );
    // React starts rendering on a microtask, so this is set before any callback above runs. It is
    // cleared once the page is done: a pending timer would keep the whole render alive for seconds.
    const deadline = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Data requests of client-side navigation that reach this far were rendered for one visitor (the
 * page cache answers the shared ones, with its own headers) and carry their toast, so, like a
 * per-visitor page, no cache downstream may keep them (a route's own Cache-Control stays).
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (response.headers.has("Cache-Control")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = `${request.method} ${new URL(request.url).pathname}`;
  // A 4xx (a wrong method, a missing page) is the visitor's mistake, not a failure of ours.
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return log.info(`${where} answered ${error.status}`);
    return log.error(`${where} failed`, { status: error.status, error: String(error.statusText) });
  }
  // React Router's origin check refusing a cross-site form post, or an Origin header that is no
  // URL (answered 400): an attempt from elsewhere or a broken client, not a failure of ours. Or,
  // when "expected" is the site under another scheme or host, a proxy set-up that SITE_URL or
  // TRUST_PROXY does not describe.
  if (error instanceof Error && /origin does not match|`origin` header is not a valid URL/i.test(error.message)) {
    return log.warn(`${where} refused: cross-site form post`, {
      origin: request.headers.get("Origin") ?? "",
      expected: new URL(request.url).origin,
    });
  }
  // The line carries the error's loggable stack and its causes.
  log.error(`${where} failed`, { error: error instanceof Error ? error : new Error(String(error)) });
};
