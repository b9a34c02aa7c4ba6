import type { IncomingMessage } from "node:http";
import express from "express";
import { describe, expect, it } from "vitest";
import { trustedClientIp } from "./client-ip";

const request = (peer: string, forwardedFor?: string) =>
  ({
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    socket: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

const appTrusting = (setting: unknown) => express().set("trust proxy", setting);

describe("the client's address the routes and the visit counter read", () => {
  it("is the connection's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    const ip = trustedClientIp(appTrusting(false));
    expect(ip(request("203.0.113.5", "198.51.100.7"))).toBe("203.0.113.5");
    expect(ip(request("203.0.113.5"))).toBe("203.0.113.5");
  });

  it("is the one a trusted proxy names, and the connection's when the proxy is not trusted", () => {
    const ip = trustedClientIp(appTrusting("loopback"));
    expect(ip(request("127.0.0.1", "198.51.100.7"))).toBe("198.51.100.7");
    expect(ip(request("203.0.113.5", "198.51.100.7"))).toBe("203.0.113.5");
  });
});
