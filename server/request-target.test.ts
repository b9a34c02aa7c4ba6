import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { toOriginForm } from "./request-target";

const request = (url: string, host = "127.0.0.1:3000") => ({ url, headers: { host } }) as unknown as IncomingMessage;

describe("toOriginForm", () => {
  it("turns a whole URL in the request line into its path and query, taking the host from it", () => {
    const req = request("http://www.example.com:8080/about-us?x=1");
    toOriginForm(req);
    expect(req.url).toBe("/about-us?x=1");
    expect(req.headers.host).toBe("www.example.com:8080");
  });

  it("leaves paths, '*' and anything that is no http(s) URL as they are", () => {
    for (const url of ["/", "//evil.example/", "*", "ftp://x/", "http://[bad/", "about-us"]) {
      const req = request(url);
      toOriginForm(req);
      expect(req.url).toBe(url);
      expect(req.headers.host).toBe("127.0.0.1:3000");
    }
  });
});
