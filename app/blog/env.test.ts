import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";

describe("the blog's settings", () => {
  it("API_TOKEN is optional, and at least 32 characters when set", () => {
    expect(parseEnv({}).API_TOKEN).toBeUndefined();
    expect(parseEnv({ API_TOKEN: "  " }).API_TOKEN).toBeUndefined();
    expect(parseEnv({ API_TOKEN: "t".repeat(32) }).API_TOKEN).toBe("t".repeat(32));
    expect(() => parseEnv({ API_TOKEN: "too-short" })).toThrow(/API_TOKEN: must be at least 32 characters/);
  });

  it("BLOG_SEED is on unless set to off", () => {
    expect(parseEnv({}).BLOG_SEED).toBe("on");
    expect(parseEnv({ BLOG_SEED: "OFF" }).BLOG_SEED).toBe("off");
    expect(() => parseEnv({ BLOG_SEED: "no" })).toThrow(/BLOG_SEED: must be "on" or "off"/);
  });
});
