import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { requestUrl } from "./request-url";

/** The URL requestUrl builds inside a real Express app, for a raw request with these headers. */
async function urlFor(options: {
  trustProxy: boolean | number | string;
  publicOrigin?: string;
  path?: string;
  headers: Record<string, string>;
}): Promise<string> {
  const app = express();
  app.set("trust proxy", options.trustProxy);
  app.use((req, res) => void res.end(requestUrl(req, options.publicOrigin)));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const answer = new Promise<string>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: options.path ?? "/contact?x=1",
        headers: options.headers,
        setHost: !("Host" in options.headers),
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(body));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
  try {
    return await answer;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const nginx = {
  Host: "127.0.0.1:3000",
  "X-Forwarded-Proto": "https",
  "X-Forwarded-Host": "site.example",
  "X-Forwarded-For": "203.0.113.5",
};

describe("requestUrl with SITE_URL configured", () => {
  it("builds every URL on the public origin, whatever Host or forwarding headers say", async () => {
    for (const trustProxy of [false, "loopback"]) {
      expect(await urlFor({ trustProxy, publicOrigin: "https://site.example", headers: nginx })).toBe(
        "https://site.example/contact?x=1",
      );
      expect(
        await urlFor({
          trustProxy,
          publicOrigin: "https://site.example",
          headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" },
        }),
      ).toBe("https://site.example/contact?x=1");
    }
  });

  it("keeps a path that looks like another host a path", async () => {
    const url = await urlFor({
      trustProxy: false,
      publicOrigin: "https://site.example",
      path: "//evil.example/x",
      headers: { Host: "site.example" },
    });
    expect(new URL(url).origin).toBe("https://site.example");
    expect(new URL(url).pathname).toBe("//evil.example/x");
  });

  it("drops the host of an absolute-form request target", async () => {
    expect(
      await urlFor({
        trustProxy: false,
        publicOrigin: "https://site.example",
        path: "http://evil.example/blog?page=2",
        headers: { Host: "evil.example" },
      }),
    ).toBe("https://site.example/blog?page=2");
  });
});

describe("requestUrl without SITE_URL", () => {
  it("takes the scheme and host from a trusted proxy, the port from the same header as the host", async () => {
    expect(await urlFor({ trustProxy: "loopback", headers: nginx })).toBe("https://site.example/contact?x=1");
    expect(await urlFor({ trustProxy: 1, headers: { ...nginx, "X-Forwarded-Host": "site.example:8443" } })).toBe(
      "https://site.example:8443/contact?x=1",
    );
    expect(
      await urlFor({ trustProxy: "loopback", headers: { Host: "site.example", "X-Forwarded-Proto": "https" } }),
    ).toBe("https://site.example/contact?x=1");
  });

  it("ignores forwarding headers from a peer that is not trusted", async () => {
    expect(await urlFor({ trustProxy: false, headers: nginx })).toBe("http://127.0.0.1:3000/contact?x=1");
    expect(await urlFor({ trustProxy: "10.0.0.0/8", headers: nginx })).toBe("http://127.0.0.1:3000/contact?x=1");
  });

  it("does not let a Host header carry anything but a host and port", async () => {
    for (const host of ["evil.example/path", "user@evil.example", "evil.example?x", "evil.example#x"]) {
      expect(new URL(await urlFor({ trustProxy: false, headers: { Host: host } })).host, host).toBe("localhost");
    }
    expect(await urlFor({ trustProxy: false, headers: { Host: "[::1]:3000" } })).toBe("http://[::1]:3000/contact?x=1");
  });
});
