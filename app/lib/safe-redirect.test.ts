import { describe, expect, it } from "vitest";
import { safeRedirect, sameSitePath } from "./safe-redirect";

const SITE = "https://www.example.com";

/** Where a browser on this site goes when it follows `Location: <path>` or a link to it. */
const followed = (path: string) => new URL(path, `${SITE}/some/page`);

// Each of these reaches another host once a browser (or a router decoding on the way) reads it.
const OFF_SITE = [
  // Dot segments in front of a double slash, in every spelling the URL parser resolves.
  "/..//evil.example/x",
  "/../..//evil.example",
  "/.//evil.example",
  "/./..//evil.example",
  "/admin/..//evil.example/x",
  "/admin/blog/../..//evil.example",
  "/%2e%2e//evil.example/x",
  "/%2E%2E//evil.example/x",
  "/%2e.//evil.example",
  "/.%2E//evil.example",
  "/%2e//evil.example",
  "/admin/%2e%2e//evil.example",
  // Double slashes and backslashes, plain and encoded.
  "//evil.example/admin",
  "///evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "/..%2f/evil.example",
  "/%2e%2e%5c/evil.example",
  // Double encoding: one more decoding on the way turns them into the spellings above.
  "/%252e%252e//evil.example",
  "/%25252e%25252e//evil.example",
  "/%255c%255cevil.example",
  "/%252f%252fevil.example",
  // Characters browsers drop or split on: tab, CR, LF, NUL, DEL, C1 controls, raw or encoded.
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  "/%0d%0aSet-Cookie:x=y",
  "/%00",
  // Not a path at all.
  "https://evil.example/admin",
  "http:evil.example",
  "javascript:alert(1)",
  " /..//evil.example",
  "admin/blog",
  "",
];

describe("sameSitePath", () => {
  it.each([
    ["/admin/blog", "/admin/blog"],
    ["/admin/blog/7/edit?tab=preview", "/admin/blog/7/edit?tab=preview"],
    ["/admin/messages#latest", "/admin/messages#latest"],
    ["/", "/"],
    ["/#contact", "/#contact"],
    ["/services?ref=//evil.example#//evil.example", "/services?ref=//evil.example#//evil.example"],
    ["/./admin/../contact", "/contact"],
    ["/..", "/"],
    ["/blog/é", "/blog/%C3%A9"],
    ["/contact?name=Zoë", "/contact?name=Zo%C3%AB"],
  ])("keeps the same-site path %j as %j", (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it.each(OFF_SITE)("refuses %j", (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it.each([undefined, null, 42, ["/admin"], { toString: () => "/admin" }, `/${"a".repeat(2048)}`])(
    "refuses the non-path %j",
    (value) => {
      expect(sameSitePath(value)).toBeNull();
    },
  );

  it("never returns anything a browser would take off the site, or that cannot go in a header", () => {
    const samples = [
      ...OFF_SITE,
      "/é",
      "/a b",
      "/\u2028",
      "/\ud800",
      "/%",
      "/%zz",
      "/admin?x=%0d%0a",
      "/ｅｖｉｌ",
      "/\u3002evil",
    ];
    for (const sample of samples) {
      const path = sameSitePath(sample);
      if (path === null) continue;
      expect(followed(path).origin, sample).toBe(SITE);
      expect(path, sample).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(() => new Headers({ Location: path }), sample).not.toThrow();
    }
  });
});

describe("safeRedirect", () => {
  it("gives the path, or the fallback when the value is not a same-site path", () => {
    expect(safeRedirect("/admin/blog", "/")).toBe("/admin/blog");
    expect(safeRedirect("/..//evil.example", "/contact")).toBe("/contact");
    expect(safeRedirect(null, "/contact")).toBe("/contact");
  });
});
