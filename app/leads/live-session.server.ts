import { createHash } from "node:crypto";
import { signInMethods } from "~/auth/config.server";
import { hasLocalSession } from "~/auth/local-session.server";
import { SITE_COOKIES } from "~/lib/site-cookies";

/**
 * Which sign-in a request carries, as a hash of its staff cookies (the local session's, or
 * Supabase's `sb-*`): signing out closes the live streams opened with the same cookies, the
 * other tabs of that browser. Nothing of the cookies themselves is kept.
 */
export function sessionKey(request: Request): string {
  const staffCookies = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${SITE_COOKIES.staffSession}=`) || pair.startsWith("sb-"))
    .sort();
  return createHash("sha256").update(staffCookies.join("\n")).digest("base64url");
}

/**
 * Whether the session a live stream was opened with still holds, asked again while it runs. The
 * local password session is checked as the admin gate checks it (signed out anywhere, expired,
 * password changed). A Supabase session is not asked here: asking could refresh its tokens with
 * nowhere to write the new cookies, which would sign the browser out; its stream's bounded life
 * (live-stream.server.ts) sends it back through the gate instead.
 */
export async function stillSignedIn(request: Request): Promise<boolean> {
  const methods = signInMethods();
  if (methods.kind === "password") return hasLocalSession(request, methods.password);
  return methods.kind === "supabase";
}
