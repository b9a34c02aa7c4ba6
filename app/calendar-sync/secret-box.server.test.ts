import { describe, expect, it } from "vitest";
import { openAddress, sealAddress } from "./secret-box.server";

const ADDRESS = "https://calendar.google.com/calendar/ical/ada%40example.com/private-0123456789abcdef/basic.ics";
const SECRET = "a".repeat(32);
const NEXT = "b".repeat(32);

describe("the sealed calendar address", () => {
  it("opens to the address it sealed, and shows none of it", () => {
    const sealed = sealAddress(ADDRESS, [SECRET]);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("private-0123456789abcdef");
    expect(sealed).not.toContain("calendar.google.com");
    expect(openAddress(sealed, [SECRET])).toBe(ADDRESS);
  });

  it("seals the same address differently each time (a fresh IV)", () => {
    expect(sealAddress(ADDRESS, [SECRET])).not.toBe(sealAddress(ADDRESS, [SECRET]));
  });

  it("opens with any secret still listed while SESSION_SECRET is being replaced, and not after", () => {
    const sealed = sealAddress(ADDRESS, [SECRET]);
    expect(openAddress(sealed, [NEXT, SECRET])).toBe(ADDRESS);
    expect(openAddress(sealed, [NEXT])).toBeUndefined();
  });

  it("refuses an altered copy rather than open it to something else", () => {
    const sealed = sealAddress(ADDRESS, [SECRET]);
    const body = Buffer.from(sealed.slice(3), "base64url");
    body[body.length - 1]! ^= 1;
    expect(openAddress(`v1:${body.toString("base64url")}`, [SECRET])).toBeUndefined();
    expect(openAddress("v2:abc", [SECRET])).toBeUndefined();
    expect(openAddress("v1:", [SECRET])).toBeUndefined();
  });
});
