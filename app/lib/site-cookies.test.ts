import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { startLocalSession } from "~/auth/local-session.server";
import { forgetNext, rememberNext } from "~/auth/next-cookie.server";
import { createSupabaseClient, type ResponseWrites } from "~/auth/supabase.server";
import { isSiteCookie } from "./site-cookies";
import { setToast, toastMiddleware } from "./toast.server";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The name of the cookie a Set-Cookie value sets. */
const nameOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("=")).trim();

/** Source files (tests aside) under `dir`, relative to the repository. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

// Whatever defines, writes or reads a cookie. A file that starts doing so must be added to
// COOKIE_SOURCES below, with a check in this test that its cookies are listed in site-cookies.ts.
const TOUCHES_COOKIES =
  /createCookie(SessionStorage)?\(|createServerClient\(|createBrowserClient\(|serializeCookieHeader\(|document\.cookie|res\.cookie\(|Set-Cookie/;
const COOKIE_SOURCES = [
  "app/auth/local-session.server.ts",
  "app/auth/next-cookie.server.ts",
  "app/auth/staff.server.ts",
  "app/auth/supabase.server.ts",
  "app/lib/toast.server.ts",
];

describe("the site's cookies are all listed in site-cookies.ts", () => {
  it("knows every file that defines, writes or reads a cookie", () => {
    const found = [...sources("app"), ...sources("server")].filter((file) =>
      TOUCHES_COOKIES.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(found.sort()).toEqual(COOKIE_SOURCES);
  });

  it("names no cookie by a literal where it is defined: the name comes from site-cookies.ts", () => {
    for (const file of COOKIE_SOURCES) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      expect(text, file).not.toMatch(/createCookie\(\s*["'`]/);
      expect(text, file).not.toMatch(/\bname:\s*["'`]/);
    }
  });

  it("lists the toast cookie", async () => {
    const context = new RouterContextProvider();
    const response = (await toastMiddleware(
      { request: new Request("http://localhost/contact"), context, params: {} } as never,
      async () => {
        setToast(context, { title: "Sent", description: "Thanks" });
        return new Response("ok");
      },
    )) as Response;
    const names = response.headers.getSetCookie().map(nameOf);
    expect(names).toHaveLength(1);
    expect(names.every(isSiteCookie)).toBe(true);
  });

  it("lists the local admin session cookie", async () => {
    expect(isSiteCookie(nameOf(await startLocalSession("a-password-for-this-test")))).toBe(true);
  });

  it("lists the cookie that remembers where to go after Google sign-in", async () => {
    expect(isSiteCookie(nameOf(await rememberNext("/admin")))).toBe(true);
    expect(isSiteCookie(nameOf(await forgetNext()))).toBe(true);
  });

  it("lists Supabase's cookies, whatever the project", async () => {
    for (const url of ["https://abcdefghijklmnop.supabase.co", "http://127.0.0.1:54321", "https://auth.example.com"]) {
      const writes: ResponseWrites = { cookies: [], headers: new Headers() };
      const supabase = createSupabaseClient(new Request("http://localhost/login"), url, "anon-key", writes);
      // Starting a PKCE sign-in writes the verifier cookie without asking the Auth server anything.
      const { error } = await supabase.auth.signInWithOAuth({
        provider: "google",
        options: { redirectTo: "http://localhost/auth/callback", skipBrowserRedirect: true },
      });
      expect(error).toBeNull();
      const storageKey = (supabase.auth as unknown as { storageKey: string }).storageKey;
      const names = [...writes.cookies.map(nameOf), storageKey, `${storageKey}.0`, `${storageKey}.1`];
      expect(writes.cookies.length, url).toBeGreaterThan(0);
      for (const name of names) expect(isSiteCookie(name), name).toBe(true);
    }
  });
});
