import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestGuard } from "./request-guard";
import { rawRequest } from "../tests/support/raw-http";

let port: number;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(requestGuard());
  app.use((req, res) => res.type("text").send(`route saw ${req.method} ${req.url}`));
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

const ask = (method: string, target: string) => rawRequest({ port, method, target, headers: { Connection: "close" } });

describe("requestGuard", () => {
  it("answers TRACE 405 and 'OPTIONS *' 204, each with what the site allows", async () => {
    const trace = await ask("TRACE", "/");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, OPTIONS");
    const options = await ask("OPTIONS", "*");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, PUT, OPTIONS");
    expect((await ask("GET", "*")).status).toBe(400);
  });

  it("lets other methods through to the route, which knows what it allows", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH", "PROPFIND", "OPTIONS"]) {
      expect((await ask(method, "/api/posts")).body, method).toBe(`route saw ${method} /api/posts`);
    }
  });

  it("refuses escapes that are no UTF-8 with 400, as JSON under /api", async () => {
    const page = await ask("GET", "/blog/%ff");
    expect(page.status).toBe(400);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const api = await ask("GET", "/api/posts/slug/%C3%28");
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({
      error: { code: "bad_request", message: "The address has a percent-escape that is not UTF-8." },
    });
  });

  it("redirects every other form of a path to its one form, keeping the query, never to another host", async () => {
    const cases: [string, string][] = [
      ["//", "/"],
      ["//blog", "/blog"],
      ["//evil.example/", "/evil.example"],
      ["/about-us/", "/about-us"],
      ["/about-us/?utm=1&a=%ff", "/about-us?utm=1&a=%ff"],
      ["/x/../contact", "/contact"],
    ];
    for (const [target, location] of cases) {
      const answer = await ask("GET", target);
      expect(answer.status, target).toBe(301);
      expect(answer.headers.location, target).toBe(location);
    }
    expect((await ask("GET", "/about-us?x=1")).body).toBe("route saw GET /about-us?x=1");
    expect((await ask("GET", "/")).body).toBe("route saw GET /");
  });
});
