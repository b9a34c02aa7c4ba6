import { describe, expect, it } from "vitest";
import { onlyForeignCookies } from "./cookie-header";

describe("a Cookie header and the shared page", () => {
  it("shares with no cookie, or with analytics, consent and CDN cookies only", () => {
    expect(onlyForeignCookies(undefined)).toBe(true);
    expect(onlyForeignCookies("")).toBe(true);
    expect(onlyForeignCookies("_ga=GA1.2.3; hubspotutk=abc")).toBe(true);
    expect(onlyForeignCookies("__cf_bm=x.y-z; cookieyes-consent=consent:yes,analytics:no; _ga_ABC123=GS1.1")).toBe(
      true,
    );
    // Trailing and doubled separators, duplicates and a bare flag name nothing of ours.
    expect(onlyForeignCookies("_ga=1; ")).toBe(true);
    expect(onlyForeignCookies("_ga=1;; _ga=2;returning")).toBe(true);
  });

  it("renders per visitor for any of the site's cookies, whatever its value", () => {
    for (const cookie of ["en_toast=abc", "en_staff=", "en_signin_next=%2Fadmin", "en_toast"]) {
      expect(onlyForeignCookies(cookie), cookie).toBe(false);
      expect(onlyForeignCookies(`_ga=GA1.2.3; ${cookie}; hubspotutk=abc`), cookie).toBe(false);
    }
  });

  it("knows Supabase's cookies: the session, its chunks and the PKCE verifier, for any project", () => {
    for (const name of [
      "sb-abcdefghij-auth-token",
      "sb-abcdefghij-auth-token.0",
      "sb-abcdefghij-auth-token.1",
      "sb-127-auth-token-code-verifier",
    ]) {
      expect(onlyForeignCookies(`_ga=1; ${name}=base64-eyJ`), name).toBe(false);
    }
  });

  it("sees a site cookie through the whitespace parsers trim", () => {
    expect(onlyForeignCookies("_ga=1;en_toast=x")).toBe(false);
    expect(onlyForeignCookies("_ga=1; \t en_toast = x")).toBe(false);
  });

  it("is not fooled by a site cookie's name inside a foreign cookie's value", () => {
    expect(onlyForeignCookies("ref=en_toast%3Dx")).toBe(true);
  });

  it("takes the safe per-visitor path when the header is odd", () => {
    expect(onlyForeignCookies("=orphan-value")).toBe(false);
    expect(onlyForeignCookies('"en_toast"=x')).toBe(false);
    expect(onlyForeignCookies("na(me)=x")).toBe(false);
    expect(onlyForeignCookies(`_ga=${"1".repeat(9_000)}`)).toBe(false);
    expect(onlyForeignCookies(Array.from({ length: 101 }, (_, i) => `c${i}=1`).join("; "))).toBe(false);
  });

  it("reads a real visitor's long analytics header", () => {
    const many = Array.from({ length: 40 }, (_, i) => `_vendor${i}=${"x".repeat(60)}`).join("; ");
    expect(onlyForeignCookies(many)).toBe(true);
  });
});
