import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes markup and drops characters XML cannot carry", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
    expect(escapeXml("bell\u0007 null\u0000 tab\t ok \uD83D\uDD12 lone\uD800 end\uFFFF")).toBe("bell null tab\t ok 🔒 lone end");
  });
});
