import { createHmac, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { createCookieSessionStorage, type Session } from "react-router";
import { constantTimeEqual } from "~/lib/constant-time.server";
import { getDb } from "~/lib/db/client.server";
import { staffSessionRevocations } from "./tables";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { SITE_COOKIES } from "~/lib/site-cookies";

const log = logger("auth");

/** A local admin session lasts one working day, then the password is asked again. */
export const LOCAL_SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
/** Clocks of several instances may differ a little; an issue time further ahead is forged. */
const CLOCK_SKEW_SECONDS = 60;

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage({
    cookie: {
      name: SITE_COOKIES.staffSession,
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

/** The session's id and issue time, when the cookie holds a well-formed session. */
function claimsOf(session: Session): { sid: string; iat: number; proof: string } | null {
  const sid: unknown = session.get("sid");
  const iat: unknown = session.get("iat");
  const proof: unknown = session.get("proof");
  if (typeof sid !== "string" || typeof proof !== "string" || typeof iat !== "number" || !Number.isInteger(iat))
    return null;
  return { sid, iat, proof };
}

/**
 * True when the request carries a local admin session that is correctly signed, was opened with
 * the current password, is younger than the maximum age and was not signed out. The cookie's own
 * expiry is the browser's business; these checks are what hold against a copied cookie.
 */
export async function hasLocalSession(request: Request, password: string, now = Date.now()): Promise<boolean> {
  const claims = claimsOf(await sessionStorage().getSession(request.headers.get("Cookie")));
  if (!claims) return false;
  const nowSeconds = Math.floor(now / 1000);
  if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS || nowSeconds - claims.iat >= LOCAL_SESSION_MAX_AGE_SECONDS)
    return false;
  if (!constantTimeEqual(claims.proof, proofFor(password, claims.sid, claims.iat))) return false;
  return !(await isRevoked(claims.sid));
}

/** Fails closed: when the list cannot be read, the session is not trusted (sign in again later). */
async function isRevoked(sid: string): Promise<boolean> {
  try {
    const rows = await getDb()
      .select({ sid: staffSessionRevocations.sid })
      .from(staffSessionRevocations)
      .where(eq(staffSessionRevocations.sid, sid));
    return rows.length > 0;
  } catch (error) {
    log.error("could not check whether a local admin session was signed out; refusing it", { error: error as Error });
    return true;
  }
}

/**
 * Ends the local admin session: its id goes on the list of signed-out sessions (so a copy of the
 * cookie is refused too), and the returned Set-Cookie value removes it from the browser. Throws
 * when the list cannot be written, so sign-out reports the failure instead of pretending.
 */
export async function endLocalSession(request: Request): Promise<string> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const claims = claimsOf(session);
  if (claims) {
    await getDb()
      .insert(staffSessionRevocations)
      .values({ sid: claims.sid, expiresAt: new Date((claims.iat + LOCAL_SESSION_MAX_AGE_SECONDS) * 1000) })
      .onConflictDoNothing();
  }
  return sessionStorage().destroySession(session);
}

/** Forgets signed-out sessions that would have expired by now anyway; returns how many. */
export async function deleteExpiredRevocations(now = new Date()): Promise<number> {
  const rows = await getDb()
    .delete(staffSessionRevocations)
    .where(lt(staffSessionRevocations.expiresAt, now))
    .returning({ sid: staffSessionRevocations.sid });
  return rows.length;
}

/** Whether the request sends a local session cookie at all (to know whether to clear it). */
export function sendsLocalSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "")
    .split(";")
    .some((part) => part.trim().startsWith(`${SITE_COOKIES.staffSession}=`));
}
