import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeRedirectTo } from "./safe-redirect";

describe("safeRedirectTo", () => {
  it.each(["/admin/blog", "/admin/blog/7/edit?tab=preview", "/admin/messages#latest", "/", "/%0d%0aSet-Cookie:x=y"])("keeps the same-site path %s (encoded characters stay encoded)", (path) => {
    expect(safeRedirectTo(path)).toBe(path);
  });

  it.each([
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "admin/blog",
    "",
    "/login",
    "/logout",
    "/auth/callback?code=x",
    undefined,
    null,
    42,
  ])("refuses %j and falls back", (value) => {
    expect(safeRedirectTo(value)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("uses the given fallback", () => {
    expect(safeRedirectTo("https://evil.example", "/")).toBe("/");
  });
});
