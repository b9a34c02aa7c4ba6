import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { proxyWarnings } from "./proxy-warnings.server";

const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) };
const warningsFor = (source: Record<string, string>) => proxyWarnings(parseEnv(source));

describe("proxyWarnings", () => {
  it("says nothing for the supported set-ups and for a trial on this machine", () => {
    expect(warningsFor({ ...production, SITE_URL: "https://www.example.com", TRUST_PROXY: "1" })).toEqual([]);
    expect(
      warningsFor({ ...production, SITE_URL: "https://www.example.com", TRUST_PROXY: "loopback, 10.0.0.0/8" }),
    ).toEqual([]);
    expect(warningsFor({ ...production })).toEqual([]);
    expect(warningsFor({})).toEqual([]);
  });

  it("warns about an https SITE_URL in production with no trusted proxy, naming both variables", () => {
    const [warning, ...others] = warningsFor({ ...production, SITE_URL: "https://www.example.com" });
    expect(others).toEqual([]);
    expect(warning).toMatch(/SITE_URL is https/);
    expect(warning).toMatch(/TRUST_PROXY is unset/);
    expect(warning).toMatch(/share one contact-form limit/);
  });

  it("warns about TRUST_PROXY=true, which lets a visitor choose their address", () => {
    const warnings = warningsFor({ ...production, SITE_URL: "https://www.example.com", TRUST_PROXY: "true" });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TRUST_PROXY=true/);
    expect(warningsFor({ TRUST_PROXY: "true" })).toHaveLength(1);
  });

  it("warns about a proxy in production without SITE_URL, naming the address links will carry", () => {
    const warnings = warningsFor({ ...production, PORT: "8080", TRUST_PROXY: "1" });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/SITE_URL is unset behind a proxy/);
    expect(warnings[0]).toContain("http://localhost:8080");
  });
});
