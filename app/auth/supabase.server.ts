import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import { getEnv } from "~/lib/env.server";

/** A call to Supabase Auth that takes longer than this fails, rather than holding the page. */
const AUTH_TIMEOUT_MS = 10_000;

/** What a Supabase client wants written on the response: cookies and the no-cache headers. */
export interface ResponseWrites {
  cookies: string[];
  headers: Headers;
}

const timedFetch: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    signal: init?.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(AUTH_TIMEOUT_MS)])
      : AbortSignal.timeout(AUTH_TIMEOUT_MS),
  });

/**
 * Only Auth is used here, but supabase-js builds a Realtime client too, which on Node 20 insists on
 * a WebSocket class at construction. This one refuses to connect, which nothing here asks it to.
 */
class NoRealtime {
  constructor() {
    throw new Error("Supabase Realtime is not used by this server");
  }
}

/**
 * A Supabase server client for one request (never shared: it holds that visitor's session). It
 * reads the session from the request's cookies and hands every cookie it sets (sessions are split
 * into several) and the cache headers it asks for to `writes`, which the staff middleware copies
 * onto the response. The cookies are httpOnly: the browser never runs Supabase code here.
 */
export function createSupabaseClient(
  request: Request,
  url: string,
  anonKey: string,
  writes: ResponseWrites,
): SupabaseClient {
  const secure = getEnv().isProduction;
  return createServerClient(url, anonKey, {
    cookieOptions: { path: "/", sameSite: "lax", httpOnly: true, secure },
    cookies: {
      getAll() {
        return parseCookieHeader(request.headers.get("Cookie") ?? "").map(({ name, value }) => ({
          name,
          value: value ?? "",
        }));
      },
      setAll(cookies, headers) {
        for (const { name, value, options } of cookies)
          writes.cookies.push(serializeCookieHeader(name, value, options));
        for (const [key, value] of Object.entries(headers)) writes.headers.set(key, value);
      },
    },
    global: { fetch: timedFetch },
    realtime: {
      transport: NoRealtime as unknown as NonNullable<
        NonNullable<Parameters<typeof createServerClient>[2]["realtime"]>["transport"]
      >,
    },
  });
}
