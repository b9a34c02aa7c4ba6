import { afterEach, describe, expect, it, vi } from "vitest";
import { errorFields } from "./error-fields.server";
import { logger } from "./log.server";
import { maskSecrets, withoutSecrets } from "./log-secrets.server";

const TOKEN = "Tk3n_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklm";
const OTHER = "Tk3n_ZYXWVUTSRQPONMLKJIHGFEDCBAzyxwvutsrqpon";
const DRAFT = "Dr4ft_abcdefghijklmnopqrstuvwxyz";
const RESULT = "R3sult_abcdefghijklmnopqrstuvwxy";

describe("maskSecrets", () => {
  it("writes a marker in place of each key and keeps the rest of the address", () => {
    expect(maskSecrets(`/book/manage/${TOKEN}/move`)).toMatch(/^\/book\/manage\/\[token:[0-9a-f]{6}\]\/move$/);
    expect(maskSecrets(`/book/feed/${TOKEN}.ics`)).toMatch(/^\/book\/feed\/\[token:[0-9a-f]{6}\]\.ics$/);
    expect(maskSecrets(`/book/manage/${TOKEN}.data`)).toBe(`${maskSecrets(`/book/manage/${TOKEN}`)}.data`);
    expect(maskSecrets(`/free-it-audit/${DRAFT}/about`)).toMatch(/^\/free-it-audit\/\[draft:[0-9a-f]{6}\]\/about$/);
    expect(maskSecrets(`/free-it-audit/result/${RESULT}`)).toMatch(/^\/free-it-audit\/result\/\[result:[0-9a-f]{6}\]$/);
    expect(maskSecrets("/free-it-audit")).toBe("/free-it-audit");
    expect(maskSecrets("/book/2026-11-25")).toBe("/book/2026-11-25");
  });

  it("gives one key one marker and two keys two, and leaves a marker alone", () => {
    const once = maskSecrets(`/book/manage/${TOKEN}`);
    expect(maskSecrets(`/book/manage/${TOKEN}`)).toBe(once);
    expect(maskSecrets(`/book/manage/${OTHER}`)).not.toBe(once);
    expect(maskSecrets(once)).toBe(once);
  });

  it("finds the addresses React Router would still match: any case, percent-escapes, backslashes, runs of slashes", () => {
    for (const address of [
      `/BOOK/Manage/${TOKEN}`,
      `/book/%6danage/${TOKEN}`,
      `/book\\manage\\${TOKEN}`,
      `//book//feed//${TOKEN}`,
      `/free-it-audit/r%65sult/${RESULT}`,
    ])
      expect(maskSecrets(address), address).not.toMatch(/Tk3n|R3sult/);
  });

  it("masks a key behind thousands of slashes, and passes a path of slashes alone through unchanged", () => {
    // Such a path once made the patterns retry at every slash (time growing with the square of the run).
    expect(maskSecrets(`${"/".repeat(5_000)}book/manage/${TOKEN}`)).not.toContain(TOKEN);
    expect(maskSecrets(`${"/".repeat(5_000)}x`)).toBe(`${"/".repeat(5_000)}x`);
  });

  it("masks keys inside sentences and URLs, and every query value", () => {
    const text = `GET https://site.example/book/manage/${TOKEN}?booked=1 failed (from "/free-it-audit/${DRAFT}/size")`;
    const masked = maskSecrets(text);
    expect(masked).not.toMatch(/Tk3n|Dr4ft/);
    expect(masked).toContain("?booked=…");
    expect(maskSecrets("/auth/callback?code=abc123&next=%2Fadmin")).toBe("/auth/callback?code=…&next=…");
    expect(maskSecrets("database migrations applied")).toBe("database migrations applied");
  });

  it("masks the strings of nested fields and URLs, and leaves numbers and errors to their own handling", () => {
    const error = new Error("x");
    const fields = withoutSecrets({
      n: 1,
      list: [`/book/feed/${TOKEN}`],
      nested: { page: `/book/manage/${TOKEN}` },
      url: new URL(`https://site.example/book/manage/${TOKEN}`),
      error,
    }) as Record<string, unknown>;
    expect(JSON.stringify(fields)).not.toContain("Tk3n");
    expect(fields.n).toBe(1);
    expect(fields.error).toBe(error);
  });
});

describe("log lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("carry no key in their message, fields, error message or stack", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const error = new Error(`fetch of /book/manage/${TOKEN} failed`, {
      cause: new Error(`at /free-it-audit/result/${RESULT}`),
    });
    logger("test").error(`GET /book/feed/${TOKEN}.ics failed`, { path: `/free-it-audit/${DRAFT}/size`, error });
    expect(lines.join("\n")).toContain("[token:");
    expect(lines.join("\n")).not.toMatch(/Tk3n|Dr4ft|R3sult/);
    expect(JSON.stringify(errorFields(error))).not.toMatch(/Tk3n|R3sult/);
  });
});
