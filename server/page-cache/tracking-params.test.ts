import { describe, expect, it } from "vitest";
import { withoutTracking } from "./tracking-params";

describe("the shared key without tracking parameters", () => {
  it.each([
    ["/services", "/services"],
    ["/services?utm_source=newsletter&utm_campaign=fall-schools", "/services"],
    ["/?gclid=abc123", "/"],
    ["/?msclkid=abc", "/"],
    ["/contact?fbclid=xyz&x=1", "/contact?x=1"],
    ["/blog?page=2&utm_medium=email", "/blog?page=2"],
    ["/blog.data?utm_source=x&_routes=routes%2Fblog", "/blog.data?_routes=routes%2Fblog"],
    ["/blog?futm_source=1", "/blog?futm_source=1"],
  ])("%s is shared as %s", (url, key) => {
    expect(withoutTracking(url)).toBe(key);
  });
});
