// A fake of Supabase Auth (GoTrue) on loopback, speaking the endpoints the real @supabase/ssr and
// supabase-js call, so the app's sign-in code runs unchanged against it in tests. Tokens are real
// HS256 JWTs signed with a key only this fake knows; the app can only check them by asking /user.
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export interface FakeUser {
  id: string;
  email: string;
  password?: string;
  confirmed: boolean;
  /** A verified TOTP factor and the code it accepts. */
  totp?: { factorId: string; code: string };
}

interface Session {
  id: string;
  userId: string;
  aal: "aal1" | "aal2";
  revoked: boolean;
}

export interface FakeSupabaseAuth {
  url: string;
  anonKey: string;
  addUser(user: Omit<FakeUser, "id" | "confirmed"> & { confirmed?: boolean }): FakeUser;
  /** The Google account the next /authorize call signs in as (null: the user cancels). */
  setGoogleUser(email: string | null): void;
  /** Every request the fake answered, e.g. "POST /token?grant_type=pkce". */
  calls: string[];
  /** A JWT the way this fake signs them (for tests that need a token the app never saw). */
  signToken(claims: Record<string, unknown>, key?: string): string;
  revokeAllSessions(): void;
  close(): Promise<void>;
}

const ACCESS_TOKEN_SECONDS = 3600;

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString("base64url");
}

function sign(claims: Record<string, unknown>, key: string): string {
  const head = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac("sha256", key).update(`${head}.${body}`).digest("base64url");
  return `${head}.${body}.${signature}`;
}

function verify(token: string, key: string): Record<string, unknown> | null {
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return null;
  const expected = createHmac("sha256", key).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeSupabaseAuth(options: {
  siteUrl: () => string;
  anonKey?: string;
}): Promise<FakeSupabaseAuth> {
  const anonKey = options.anonKey ?? `fake-anon-key-${randomUUID()}`;
  const jwtKey = randomBytes(32).toString("hex");
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, Session>();
  const refreshTokens = new Map<string, string>();
  const codes = new Map<string, { userId: string; challenge: string }>();
  const challenges = new Map<string, { factorId: string; sessionId: string }>();
  const calls: string[] = [];
  let googleUser: string | null = null;

  const userJson = (user: FakeUser) => ({
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: user.confirmed ? "2025-01-01T00:00:00Z" : null,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
    identities: [],
    factors: user.totp
      ? [
          {
            id: user.totp.factorId,
            factor_type: "totp",
            status: "verified",
            friendly_name: "Phone",
            created_at: "2025-01-01T00:00:00Z",
            updated_at: "2025-01-01T00:00:00Z",
          },
        ]
      : [],
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
  });

  const issue = (user: FakeUser, session: Session, method: string) => {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = sign(
      {
        sub: user.id,
        aud: "authenticated",
        role: "authenticated",
        email: user.email,
        aal: session.aal,
        amr: [{ method, timestamp: now }],
        session_id: session.id,
        iat: now,
        exp: now + ACCESS_TOKEN_SECONDS,
      },
      jwtKey,
    );
    const refreshToken = randomBytes(16).toString("hex");
    refreshTokens.set(refreshToken, session.id);
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  };

  const newSession = (user: FakeUser): Session => {
    const session: Session = { id: randomUUID(), userId: user.id, aal: "aal1", revoked: false };
    sessions.set(session.id, session);
    return session;
  };

  const userById = (id: string) => [...users.values()].find((user) => user.id === id);

  /** The session behind a bearer token, as the real server checks it: signature, expiry, session row. */
  const authenticate = (
    request: IncomingMessage,
  ): { user: FakeUser; session: Session } | { status: number; code: string; msg: string } => {
    const header = request.headers.authorization ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7) : "";
    const claims = verify(token, jwtKey);
    if (!claims)
      return {
        status: 403,
        code: "bad_jwt",
        msg: "invalid JWT: unable to parse or verify signature, signature is invalid",
      };
    if (typeof claims.exp !== "number" || claims.exp <= Math.floor(Date.now() / 1000)) {
      return {
        status: 403,
        code: "bad_jwt",
        msg: "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired",
      };
    }
    const session = sessions.get(String(claims.session_id));
    if (!session || session.revoked)
      return { status: 403, code: "session_not_found", msg: "Session from session_id claim in JWT does not exist" };
    const user = userById(session.userId);
    if (!user) return { status: 403, code: "user_not_found", msg: "User from sub claim in JWT does not exist" };
    return { user, session };
  };

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const fail = (response: ServerResponse, status: number, code: string, msg: string) =>
    send(response, status, { code, msg });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const route = `${request.method} ${url.pathname.replace(/^\/auth\/v1/, "")}`;
    calls.push(
      `${route}${url.searchParams.has("grant_type") ? `?grant_type=${url.searchParams.get("grant_type")}` : ""}`,
    );

    if (route === "GET /authorize") {
      // A browser arrives here; no apikey header. Real Supabase checks redirect_to against its allow-list.
      const redirectTo = url.searchParams.get("redirect_to") ?? "";
      if (redirectTo !== `${options.siteUrl()}/auth/callback`)
        return fail(response, 400, "validation_failed", "redirect_to is not allowed");
      if (url.searchParams.get("provider") !== "google")
        return fail(response, 400, "validation_failed", "Unsupported provider");
      const challenge = url.searchParams.get("code_challenge");
      if (!challenge || url.searchParams.get("code_challenge_method") !== "s256")
        return fail(response, 400, "validation_failed", "PKCE required");
      const target = new URL(redirectTo);
      const user = googleUser ? [...users.values()].find((u) => u.email === googleUser) : undefined;
      if (!user) {
        target.searchParams.set("error", "access_denied");
        target.searchParams.set("error_description", "Call 555-0100 to verify your account");
      } else {
        const code = randomUUID();
        codes.set(code, { userId: user.id, challenge });
        target.searchParams.set("code", code);
      }
      response.writeHead(302, { Location: target.toString() });
      return response.end();
    }

    if (request.headers.apikey !== anonKey) return fail(response, 401, "no_api_key", "Invalid API key");

    if (route === "POST /token") {
      const body = await readJson(request);
      const grant = url.searchParams.get("grant_type");
      if (grant === "password") {
        const user = users.get(String(body.email ?? "").toLowerCase());
        if (!user || user.password === undefined || user.password !== body.password) {
          return fail(response, 400, "invalid_credentials", "Invalid login credentials");
        }
        return send(response, 200, issue(user, newSession(user), "password"));
      }
      if (grant === "pkce") {
        const entry = codes.get(String(body.auth_code));
        codes.delete(String(body.auth_code));
        if (!entry) return fail(response, 404, "flow_state_not_found", "invalid flow state, no valid flow state found");
        const computed = createHash("sha256")
          .update(String(body.code_verifier ?? ""))
          .digest("base64url");
        if (computed !== entry.challenge)
          return fail(
            response,
            400,
            "bad_code_verifier",
            "code challenge does not match previously saved code verifier",
          );
        const user = userById(entry.userId)!;
        return send(response, 200, issue(user, newSession(user), "oauth"));
      }
      if (grant === "refresh_token") {
        const sessionId = refreshTokens.get(String(body.refresh_token));
        refreshTokens.delete(String(body.refresh_token));
        const session = sessionId ? sessions.get(sessionId) : undefined;
        if (!session || session.revoked)
          return fail(response, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
        return send(response, 200, issue(userById(session.userId)!, session, "token_refresh"));
      }
      return fail(response, 400, "validation_failed", "unsupported_grant_type");
    }

    const who = authenticate(request);
    if ("status" in who) return fail(response, who.status, who.code, who.msg);

    if (route === "GET /user") return send(response, 200, userJson(who.user));

    if (route === "POST /logout") {
      who.session.revoked = true;
      response.writeHead(204);
      return response.end();
    }

    const factorRoute = /^POST \/factors\/([^/]+)\/(challenge|verify)$/.exec(route);
    if (factorRoute) {
      const [, factorId, step] = factorRoute;
      if (!who.user.totp || who.user.totp.factorId !== factorId)
        return fail(response, 404, "mfa_factor_not_found", "Factor not found");
      const body = await readJson(request);
      if (step === "challenge") {
        const id = randomUUID();
        challenges.set(id, { factorId: factorId!, sessionId: who.session.id });
        return send(response, 200, { id, type: "totp", expires_at: Math.floor(Date.now() / 1000) + 300 });
      }
      const challenge = challenges.get(String(body.challenge_id));
      if (!challenge || challenge.sessionId !== who.session.id)
        return fail(response, 422, "mfa_challenge_expired", "Challenge not found");
      if (body.code !== who.user.totp.code)
        return fail(response, 422, "mfa_verification_failed", "Invalid TOTP code entered");
      challenges.delete(String(body.challenge_id));
      who.session.aal = "aal2";
      return send(response, 200, issue(who.user, who.session, "totp"));
    }

    return fail(response, 404, "not_found", `No fake for ${route}`);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => fail(response, 500, "unexpected_failure", String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("fake Supabase Auth did not start");

  return {
    url: `http://127.0.0.1:${address.port}`,
    anonKey,
    calls,
    addUser(input) {
      const user: FakeUser = { id: randomUUID(), confirmed: true, ...input, email: input.email.toLowerCase() };
      users.set(user.email, user);
      return user;
    },
    setGoogleUser(email) {
      googleUser = email;
    },
    signToken(claims, key = jwtKey) {
      return sign(claims, key);
    },
    revokeAllSessions() {
      for (const session of sessions.values()) session.revoked = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
