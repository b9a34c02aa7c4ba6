import { isAuthRetryableFetchError, type SupabaseClient, type User } from "@supabase/supabase-js";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { logger } from "~/lib/log.server";
import { signInMethods, type SignInMethods } from "./config.server";
import { hasLocalSession } from "./local-session.server";
import { createSupabaseClient, type ResponseWrites } from "./supabase.server";
import { LOCAL_ADMIN_LABEL, type Viewer } from "./viewer";

const log = logger("auth");

type SupabaseMethod = Extract<SignInMethods, { kind: "supabase" }>;

/**
 * Staff authentication for one request: the configured method, a Supabase client made on first
 * use, who the viewer is (worked out once), and what must be written on the response.
 */
export class StaffAuth {
  readonly methods = signInMethods();
  readonly writes: ResponseWrites = { cookies: [], headers: new Headers() };
  private client: SupabaseClient | undefined;
  private viewerPromise: Promise<Viewer> | undefined;
  /** The verified factor an MFA step would use, found while working out the viewer. */
  mfaFactorId: string | undefined;

  constructor(readonly request: Request) {}

  /** The request's Supabase client, or null when Supabase is not configured. */
  supabase(): SupabaseClient | null {
    if (this.methods.kind !== "supabase") return null;
    this.client ??= createSupabaseClient(this.request, this.methods.url, this.methods.anonKey, this.writes);
    return this.client;
  }

  viewer(): Promise<Viewer> {
    this.viewerPromise ??= this.resolveViewer();
    return this.viewerPromise;
  }

  /** Adds a Set-Cookie header to the response this request ends with. */
  setCookie(value: string): void {
    this.writes.cookies.push(value);
  }

  private async resolveViewer(): Promise<Viewer> {
    switch (this.methods.kind) {
      case "supabase":
        return this.supabaseViewer(this.methods);
      case "password":
        return (await hasLocalSession(this.request, this.methods.password))
          ? { status: "signed-in", method: "password", email: LOCAL_ADMIN_LABEL, access: "admin" }
          : { status: "anonymous" };
      case "off":
        return { status: "anonymous" };
    }
  }

  /**
   * The session in the cookies is only a claim (the browser can send anything): its access token
   * (refreshed first if it has expired) goes to the Auth server, and only the user the server
   * returns for it, and the claims of that same verified token, are believed. getSession().user
   * is never used.
   */
  private async supabaseViewer(method: SupabaseMethod): Promise<Viewer> {
    const auth = this.supabase()!.auth;
    const { data: sessionData, error: sessionError } = await auth.getSession();
    if (sessionError && isAuthRetryableFetchError(sessionError)) return unavailable(sessionError);
    const accessToken = sessionData.session?.access_token;
    if (!accessToken) return { status: "anonymous" };

    const { data, error } = await auth.getUser(accessToken);
    if (error) {
      if (isAuthRetryableFetchError(error)) return unavailable(error);
      log.info("a Supabase session was refused", { reason: error.message });
      return { status: "anonymous" };
    }
    const user = data.user;
    if (!user.email) return { status: "anonymous" };
    const email = user.email.toLowerCase();

    if (!user.email_confirmed_at || !method.adminEmails.has(email)) {
      return { status: "signed-in", method: "supabase", email, access: "not-admin" };
    }
    const factor = verifiedFactor(user);
    if (factor && assuranceLevel(accessToken) !== "aal2") {
      this.mfaFactorId = factor;
      return { status: "signed-in", method: "supabase", email, access: "needs-mfa" };
    }
    return { status: "signed-in", method: "supabase", email, access: "admin" };
  }
}

function unavailable(error: Error): Viewer {
  log.warn("Supabase Auth did not answer", { error });
  return { status: "unavailable" };
}

function verifiedFactor(user: User): string | undefined {
  return user.factors?.find((factor) => factor.status === "verified")?.id;
}

/** The `aal` claim of an access token the Auth server has just accepted. */
function assuranceLevel(accessToken: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      aal?: unknown;
    };
    return typeof payload.aal === "string" ? payload.aal : undefined;
  } catch {
    return undefined;
  }
}

const staffAuthContext = createContext<StaffAuth | null>(null);

export function staffAuth(context: Readonly<RouterContextProvider>): StaffAuth {
  const auth = context.get(staffAuthContext);
  if (!auth) throw new Error("staffAuthMiddleware must run before staff authentication is used");
  return auth;
}

/**
 * On every staff route (login, callback, logout, /admin): sets up StaffAuth, then writes what it
 * collected onto the response, whatever the response is (a page, a redirect, an error page).
 * These pages depend on who is asking, so no cache may keep them, and no search engine either.
 */
export const staffAuthMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const auth = new StaffAuth(request);
  context.set(staffAuthContext, auth);
  const response = await next();
  for (const cookie of auth.writes.cookies) response.headers.append("Set-Cookie", cookie);
  // A route that already forbids storing keeps its own header (the lead export adds no-transform).
  if (!/(^|,)\s*no-store\s*(,|$)/.test(response.headers.get("Cache-Control") ?? ""))
    response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  // Supabase asks for its own (stricter) no-cache headers whenever it sets a session cookie.
  auth.writes.headers.forEach((value, key) => response.headers.set(key, value));
  return response;
};
