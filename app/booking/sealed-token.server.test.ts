import { describe, expect, it } from "vitest";
import { openToken, sealToken } from "./sealed-token.server";
import { hashToken, newToken } from "./tokens.server";

const old = "o".repeat(32);
const current = "c".repeat(32);

describe("sealed manage tokens", () => {
  it("opens what it sealed, and the seal does not show the token", () => {
    const token = newToken();
    const sealed = sealToken(token, [current]);
    expect(sealed).not.toContain(token);
    expect(openToken(sealed, hashToken(token), [current])).toBe(token);
  });

  it("opens a seal of an older secret while it is still listed, not after", () => {
    const token = newToken();
    const sealed = sealToken(token, [old]);
    expect(openToken(sealed, hashToken(token), [current, old])).toBe(token);
    expect(openToken(sealed, hashToken(token), [current])).toBeUndefined();
  });

  it("refuses a tampered seal, another booking's hash, and no seal", () => {
    const token = newToken();
    const sealed = sealToken(token, [current]);
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}A`;
    expect(openToken(tampered, hashToken(token), [current])).toBeUndefined();
    expect(openToken(sealed, hashToken(newToken()), [current])).toBeUndefined();
    expect(openToken(null, hashToken(token), [current])).toBeUndefined();
    expect(openToken("v1..", hashToken(token), [current])).toBeUndefined();
  });
});
