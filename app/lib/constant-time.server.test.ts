import { describe, expect, it } from "vitest";
import { constantTimeEqual } from "./constant-time.server";

describe("constantTimeEqual", () => {
  it("is true only for the same text", () => {
    expect(constantTimeEqual("correct horse battery staple", "correct horse battery staple")).toBe(true);
    expect(constantTimeEqual("correct horse battery staple", "correct horse battery stapler")).toBe(false);
    expect(constantTimeEqual("Secret", "secret")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
  });

  it("answers false, without throwing, for texts of different lengths", () => {
    expect(constantTimeEqual("", "x".repeat(64))).toBe(false);
    expect(constantTimeEqual("short", "a much longer expected secret")).toBe(false);
  });

  it("compares the UTF-8 text, not its normalisation", () => {
    expect(constantTimeEqual("café", "café")).toBe(true);
    // The same word with a combining accent is different bytes.
    expect(constantTimeEqual("café", "cafe\u0301")).toBe(false);
  });
});
