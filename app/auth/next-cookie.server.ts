import { createCookie } from "react-router";
import { getEnv } from "~/lib/env.server";
import { SITE_COOKIES } from "~/lib/site-cookies";
import { afterSignInPath } from "./after-sign-in";

let cookie: ReturnType<typeof createCookie> | undefined;

/**
 * Where to go after Google sign-in, kept in a short-lived signed cookie rather than in the
 * callback URL: Supabase only redirects to URLs on its allow-list, and one exact entry
 * (SITE_URL/auth/callback) is easier to get right than a pattern.
 */
function nextCookie() {
  const env = getEnv();
  cookie ??= createCookie(SITE_COOKIES.signInNext, {
    path: "/auth/callback",
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    secrets: env.SESSION_SECRET,
    maxAge: 10 * 60,
  });
  return cookie;
}

export function rememberNext(path: string): Promise<string> {
  return nextCookie().serialize(afterSignInPath(path));
}

export async function readNext(request: Request): Promise<string> {
  return afterSignInPath(await nextCookie().parse(request.headers.get("Cookie")));
}

export function forgetNext(): Promise<string> {
  return nextCookie().serialize("", { maxAge: 0 });
}
