import { describe, expect, it } from "vitest";
import { couldBeSlug } from "./post-fields";

describe("couldBeSlug", () => {
  it("takes what the schema saves as a slug and nothing a database query would choke on", () => {
    expect(couldBeSlug("mfa-for-school-staff")).toBe(true);
    expect(couldBeSlug("backup-3-2-1")).toBe(true);
    for (const value of [undefined, "", "\u0000", "a\u0000b", "\r\n", "Caps", "a--b", "-a", "é", "a".repeat(81)]) {
      expect(couldBeSlug(value), JSON.stringify(value)).toBe(false);
    }
  });
});
