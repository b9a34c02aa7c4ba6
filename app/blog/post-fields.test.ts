import { describe, expect, it } from "vitest";
import { isSlug } from "./post-fields";

describe("isSlug", () => {
  it("takes what the schema saves as a slug and nothing a database query would choke on", () => {
    expect(isSlug("mfa-for-school-staff")).toBe(true);
    expect(isSlug("backup-3-2-1")).toBe(true);
    for (const value of [undefined, "", "\u0000", "a\u0000b", "\r\n", "Caps", "a--b", "-a", "é", "a".repeat(81)]) {
      expect(isSlug(value), JSON.stringify(value)).toBe(false);
    }
  });
});
