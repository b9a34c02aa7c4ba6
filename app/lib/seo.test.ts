import { describe, expect, it } from "vitest";
import { absoluteUrl } from "./seo";

describe("absoluteUrl", () => {
  it("puts a path on the site's origin", () => {
    expect(absoluteUrl("https://www.example.com", "/about-us")).toBe("https://www.example.com/about-us");
    expect(absoluteUrl("https://www.example.com", "/")).toBe("https://www.example.com/");
  });

  it("never builds another host's URL, or none, from a path starting with slashes", () => {
    expect(absoluteUrl("https://www.example.com", "//")).toBe("https://www.example.com/");
    expect(absoluteUrl("https://www.example.com", "///")).toBe("https://www.example.com/");
    expect(absoluteUrl("https://www.example.com", "//evil.example/")).toBe("https://www.example.com/evil.example/");
    expect(absoluteUrl("https://www.example.com", "/\\evil.example")).toBe("https://www.example.com/evil.example");
  });
});
