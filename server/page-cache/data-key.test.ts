import { describe, expect, it } from "vitest";
import { pageOfDataRequest } from "./data-key";

describe("pageOfDataRequest", () => {
  it.each([
    ["/_.data", "/"],
    ["/_.data?_routes=root%2Croutes%2Fhome", "/"],
    ["/services/cybersecurity.data", "/services/cybersecurity"],
    ["/blog.data?page=2&_routes=routes%2Fblog", "/blog?page=2"],
    ["/services/_.data", "/services/"],
  ])("%s is the data of %s", (url, page) => {
    expect(pageOfDataRequest(url)).toBe(page);
  });

  it.each(["/", "/blog", "/blog?x=.data", "/favicon.ico", ".data"])("%s is no data request", (url) => {
    expect(pageOfDataRequest(url)).toBeNull();
  });
});
