import { describe, expect, it } from "vitest";
import { parseId, parseUuid } from "./route-params";

const MALFORMED = ["", "not-a-uuid", "\u0000", "-1", "1e9999", "1".repeat(300), undefined];

describe("parseId", () => {
  it("accepts positive integers only", () => {
    expect(parseId("42")).toBe(42);
    for (const raw of ["0", "-1", "1.5", "1e3", "abc", "007", "99999999999999999", undefined])
      expect(parseId(raw), String(raw)).toBeNull();
  });

  it.each(MALFORMED)("refuses %j", (raw) => expect(parseId(raw)).toBeNull());
});

describe("parseUuid", () => {
  it("accepts a UUID in either case and gives it in lower case", () => {
    expect(parseUuid("0b6c0d1e-8a52-4f7e-9c1d-2f3a4b5c6d7e")).toBe("0b6c0d1e-8a52-4f7e-9c1d-2f3a4b5c6d7e");
    expect(parseUuid("0B6C0D1E-8A52-4F7E-9C1D-2F3A4B5C6D7E")).toBe("0b6c0d1e-8a52-4f7e-9c1d-2f3a4b5c6d7e");
  });

  it.each([
    ...MALFORMED,
    "0b6c0d1e8a524f7e9c1d2f3a4b5c6d7e",
    "{0b6c0d1e-8a52-4f7e-9c1d-2f3a4b5c6d7e}",
    "0b6c0d1e-8a52-4f7e-9c1d-2f3a4b5c6d7e\n",
    "0b6c0d1e-8a52-4f7e-9c1d-2f3a4b5c6d7g",
  ])("refuses %j", (raw) => expect(parseUuid(raw)).toBeNull());
});
