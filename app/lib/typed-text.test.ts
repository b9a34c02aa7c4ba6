import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isMultiLineText, isSingleLine, multiLine, singleLine, toSingleLine } from "./typed-text";

// [what, the value, one line?, many lines?]
const TABLE: [string, string, boolean, boolean][] = [
  ["plain text", "Ada Lovelace", true, true],
  ["letters outside ASCII", "Zoë Ångström-Ñúñez 東京 ✓", true, true],
  ["spaces and a no-break space", "Ada  Lovelace\u00a0Ltd", true, true],
  ["NUL", "Ada\u0000", false, false],
  ["CR LF and a header", "Eve\r\nBcc: evil@example.com", false, true],
  ["a lone CR", "Eve\rBcc", false, true],
  ["a lone LF", "Eve\nBcc", false, true],
  ["tab", "555\t0100", false, true],
  ["vertical tab", "a\u000bb", false, false],
  ["form feed", "a\u000cb", false, false],
  ["ESC", "a\u001b[31mb", false, false],
  ["unit separator, last of C0", "a\u001fb", false, false],
  ["DEL", "a\u007fb", false, false],
  ["first of C1", "a\u0080b", false, false],
  ["NEL (U+0085)", "Eve\u0085Bcc", false, false],
  ["last of C1", "a\u009fb", false, false],
  ["line separator (U+2028)", "Eve\u2028Bcc", false, true],
  ["paragraph separator (U+2029)", "Eve\u2029Bcc", false, true],
  ["the characters next to the separators", "a\u2027b\u202ac", true, true],
];

describe("typed text", () => {
  it.each(TABLE)("%s", (_, value, oneLine, manyLines) => {
    expect(isSingleLine(value)).toBe(oneLine);
    expect(isMultiLineText(value)).toBe(manyLines);
    const stripped = toSingleLine(value);
    expect(isSingleLine(stripped)).toBe(true);
    if (oneLine) expect(stripped).toBe(value);
  });

  it("strips every refused character, keeping the rest in order", () => {
    expect(toSingleLine("photo\u0000.png")).toBe("photo.png");
    expect(toSingleLine("\r\nEve\u0085\u2028 Bcc\u2029\u007f:\t x\u009f")).toBe("Eve Bcc: x");
  });

  it("the Zod helpers refuse with the caller's message and keep the schema's other checks", () => {
    const name = singleLine(z.string().trim().max(5, "too long"), "one line, please");
    expect(name.safeParse("  Ada ").data).toBe("Ada");
    expect(name.safeParse("A\u2028b").error?.issues.map((issue) => issue.message)).toEqual(["one line, please"]);
    expect(name.safeParse("Ada Lovelace").error?.issues.map((issue) => issue.message)).toEqual(["too long"]);
    const message = multiLine(z.string(), "no control characters");
    expect(message.safeParse("Hi\r\n\tthere").success).toBe(true);
    expect(message.safeParse("Hi\u0085").error?.issues[0]?.message).toBe("no control characters");
  });
});
