import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-id.server";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdFrom", () => {
  it("keeps a short id of letters, digits, dots, dashes and underscores", () => {
    expect(requestIdFrom("abc-123_X.y")).toBe("abc-123_X.y");
    expect(requestIdFrom("a".repeat(64))).toBe("a".repeat(64));
  });

  it("takes the first of repeated headers", () => {
    expect(requestIdFrom(["first", "second"])).toBe("first");
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["too long", "a".repeat(65)],
    ["with a space", "a b"],
    ["with a line break", "a\nb"],
    ["with quotes", '"x"'],
    ["with a slash", "a/b"],
    ["with non-ASCII letters", "é"],
    ["an empty list", []],
  ])("makes a new UUID when the incoming one is %s", (_, header) => {
    expect(requestIdFrom(header)).toMatch(uuid);
  });

  it("makes a different id each time", () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
