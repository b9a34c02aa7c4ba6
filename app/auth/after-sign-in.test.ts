import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, afterSignInPath } from "./after-sign-in";

describe("afterSignInPath", () => {
  it.each(["/admin/blog", "/admin/blog/7/edit?tab=preview", "/admin/messages#latest", "/"])(
    "keeps the same-site path %s",
    (path) => {
      expect(afterSignInPath(path)).toBe(path);
    },
  );

  it.each([
    "/..//evil.example/x",
    "/%2e%2e//evil.example",
    "/admin/..//evil.example",
    "/.//evil.example",
    "//evil.example/admin",
    "/\t/evil.example",
    "/%5cevil.example",
    "https://evil.example/admin",
    "/login",
    "/logout",
    "/auth/callback?code=x",
    // The sign-in pages in other spellings are still the sign-in pages.
    "/admin/../login",
    "/%2e/logout",
    undefined,
    null,
  ])("refuses %j and falls back", (value) => {
    expect(afterSignInPath(value)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("uses the given fallback", () => {
    expect(afterSignInPath("/..//evil.example", "/")).toBe("/");
  });
});
