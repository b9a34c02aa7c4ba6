import { describe, expect, it } from "vitest";
import { classify, type AnsweredRequest } from "./classify";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const page = (overrides: Partial<AnsweredRequest> = {}): AnsweredRequest => ({
  method: "GET",
  url: "/services",
  status: 200,
  contentType: "text/html; charset=utf-8",
  ...overrides,
  headers: { "user-agent": FIREFOX, ...overrides.headers },
});

describe("what counts as a page view", () => {
  it("counts a page answered with HTML, with its query and referrer", () => {
    const counted = classify(
      page({ url: "/services?utm_source=news", headers: { referer: "https://www.google.com/" } }),
    );
    expect(counted).toMatchObject({ kind: "view", path: "/services", referrer: "https://www.google.com/" });
    expect(counted?.query.get("utm_source")).toBe("news");
  });

  it("counts a client-side navigation's data request as its page", () => {
    expect(classify(page({ url: "/blog.data?_routes=routes%2Fblog", contentType: "text/x-script" }))).toMatchObject({
      kind: "view",
      path: "/blog",
    });
    expect(classify(page({ url: "/_.data", contentType: "text/x-script" }))?.path).toBe("/");
  });

  it("counts a page the browser holds and checks again (304), by what the browser asked for", () => {
    const checked = { status: 304, contentType: undefined };
    expect(classify(page({ ...checked, headers: { "sec-fetch-dest": "document" } }))?.kind).toBe("view");
    expect(classify(page({ ...checked, headers: { accept: "text/html,application/xhtml+xml" } }))?.kind).toBe("view");
    expect(classify(page({ ...checked, url: "/blog.data" }))?.path).toBe("/blog");
    expect(classify(page({ ...checked, headers: { accept: "image/avif,*/*" } }))).toBeNull();
  });

  it("counts a page not found apart", () => {
    expect(classify(page({ status: 404 }))?.kind).toBe("not_found");
  });

  it.each([
    ["an asset", page({ url: "/assets/entry-abc.js", contentType: "text/javascript" })],
    ["an upload", page({ url: "/uploads/photo" })],
    ["a file", page({ url: "/favicon.ico" })],
    ["the sitemap", page({ url: "/sitemap.xml" })],
    ["a staff screen", page({ url: "/admin/leads" })],
    ["the API", page({ url: "/api/health" })],
    ["the health check", page({ url: "/healthz" })],
    [
      "a bot",
      page({ headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } }),
    ],
    ["no browser named", page({ headers: { "user-agent": undefined } })],
    ["a prefetch", page({ headers: { "sec-purpose": "prefetch" } })],
    ["a prefetch (old header)", page({ headers: { purpose: "prefetch" } })],
    ["signed-in staff", page({ headers: { cookie: "theme=dark; en_staff=abc" } })],
    ["staff signed in with Google", page({ headers: { cookie: "sb-project-auth-token=abc" } })],
    ["a form post", page({ method: "POST" })],
    ["a redirect", page({ status: 301 })],
    ["a server error", page({ status: 500 })],
    ["a resource that is not a page", page({ contentType: "application/json" })],
  ])("does not count %s", (_name, request) => {
    expect(classify(request)).toBeNull();
  });

  it("counts a visitor whose only cookies are someone else's", () => {
    expect(classify(page({ headers: { cookie: "_ga=GA1.2.3" } }))?.kind).toBe("view");
  });
});
