import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes markup and drops characters XML cannot carry", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
    expect(escapeXml("bell\u0007 null\u0000 tab\t ok \uD83D\uDD12 lone\uD800 end\uFFFF")).toBe(
      "bell null tab\t ok 🔒 lone end",
    );
  });

  it("leaves plain text, URLs and dates as they are", () => {
    for (const plain of ["https://www.example.com/blog/a-post?page=2", "2025-03-04T09:30:00.000Z", "Tom’s café 🔒"]) {
      expect(escapeXml(plain)).toBe(plain);
    }
  });
});
