import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookieSessionStorage } from "react-router";
import { getEnv } from "~/lib/env.server";

/** A local admin session lasts one working day, then the password is asked again. */
export const LOCAL_SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
/** Clocks of several instances may differ a little; an issue time further ahead is forged. */
const CLOCK_SKEW_SECONDS = 60;

export const LOCAL_SESSION_COOKIE = "en_staff";

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage({
    cookie: {
      name: LOCAL_SESSION_COOKIE,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.isProduction,
      secrets: env.SESSION_SECRET,
      maxAge: LOCAL_SESSION_MAX_AGE_SECONDS,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

/**
 * Binds a session to the password that opened it. The cookie is signed with SESSION_SECRET, but
 * this proof is keyed by the password itself: changing ADMIN_PASSWORD ends every session, and
 * knowing SESSION_SECRET alone (a leaked value, or the public development default) is not enough
 * to mint one.
 */
function proofFor(password: string, sid: string, iat: number): string {
  return createHmac("sha256", password).update(`local-admin-session\n${sid}\n${iat}`).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** A Set-Cookie value opening a new local admin session (a fresh id at every sign-in). */
export async function startLocalSession(password: string, now = Date.now()): Promise<string> {
  const session = await sessionStorage().getSession();
  const sid = randomBytes(18).toString("base64url");
  const iat = Math.floor(now / 1000);
  session.set("sid", sid);
  session.set("iat", iat);
  session.set("proof", proofFor(password, sid, iat));
  return sessionStorage().commitSession(session);
}

/**
 * True when the request carries a local admin session that is correctly signed, was opened with
 * the current password and is younger than the maximum age. The cookie's own expiry is the
 * browser's business; this check is what holds against a copied cookie.
 */
export async function hasLocalSession(request: Request, password: string, now = Date.now()): Promise<boolean> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const sid: unknown = session.get("sid");
  const iat: unknown = session.get("iat");
  const proof: unknown = session.get("proof");
  if (typeof sid !== "string" || typeof proof !== "string" || typeof iat !== "number" || !Number.isInteger(iat)) return false;
  const nowSeconds = Math.floor(now / 1000);
  if (iat > nowSeconds + CLOCK_SKEW_SECONDS || nowSeconds - iat >= LOCAL_SESSION_MAX_AGE_SECONDS) return false;
  return sameText(proof, proofFor(password, sid, iat));
}

/** A Set-Cookie value that removes the local admin session from the browser. */
export async function endLocalSession(request: Request): Promise<string> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  return sessionStorage().destroySession(session);
}

/** Whether the request sends a local session cookie at all (to know whether to clear it). */
export function sendsLocalSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${LOCAL_SESSION_COOKIE}=`));
}
