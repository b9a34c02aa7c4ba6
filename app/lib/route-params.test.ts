import { describe, expect, it } from "vitest";
import { parseId } from "./route-params";

describe("parseId", () => {
  it("accepts positive integers only", () => {
    expect(parseId("42")).toBe(42);
    for (const raw of ["0", "-1", "1.5", "1e3", "abc", "007", "99999999999999999", undefined])
      expect(parseId(raw), String(raw)).toBeNull();
  });
});
