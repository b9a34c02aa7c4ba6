import { describe, expect, it } from "vitest";
import { issueFormToken, readFormToken, signFormToken } from "./form-token.server";

const OLD = "old-session-secret-0123456789abcdef-0123456789";
const NEW = "new-session-secret-0123456789abcdef-0123456789";
const token = { id: "Zm9ybS10b2tlbi1pZC0xMg", issuedAt: 1_790_000_000_000, validFrom: 1_790_000_003_000 };

describe("form tokens", () => {
  it("read back what was signed", () => {
    expect(readFormToken(signFormToken(token, NEW), [NEW])).toEqual(token);
  });

  it("still read during a secret rotation while the old secret is listed, and not after", () => {
    const signed = signFormToken(token, OLD);
    expect(readFormToken(signed, [NEW, OLD])).toEqual(token);
    expect(readFormToken(signed, [NEW])).toBeNull();
  });

  it.each([
    ["another id", (t: string) => t.replace(token.id, "QUFBQUFBQUFBQUFBQUFBQUFB")],
    ["an earlier issue time", (t: string) => t.replace(String(token.issuedAt), String(token.issuedAt - 1))],
    ["an earlier fill time", (t: string) => t.replace(String(token.validFrom), String(token.issuedAt))],
    ["a cut signature", (t: string) => t.slice(0, -1)],
    ["an extra part", (t: string) => `${t}.x`],
  ])("refuse a token with %s", (_, change) => {
    expect(readFormToken(change(signFormToken(token, NEW)), [NEW])).toBeNull();
  });

  it.each([undefined, null, 42, "", "....", new File(["x"], "x")])("refuse %j without throwing", (value) => {
    expect(readFormToken(value, [NEW])).toBeNull();
  });

  it("issue a new random id each time, sendable after the fill time", () => {
    const now = Date.now();
    const a = readFormToken(issueFormToken(now, 3));
    const b = readFormToken(issueFormToken(now, 0));
    expect(a).toMatchObject({ issuedAt: now, validFrom: now + 3_000 });
    expect(b).toMatchObject({ issuedAt: now, validFrom: now });
    expect(a!.id).not.toBe(b!.id);
  });
});
