import { describe, expect, it } from "vitest";
import { formatAddress, site } from "~/content/site";
import { answeredOnDay, cssString, printPageCss, toDay, webAddress } from "./print-page";

describe("the printed result's page box", () => {
  const css = printPageCss({ siteUrl: "https://www.example.com", answeredOn: "November 27, 2026" });

  it("names the business, its address, phone and web address, and counts the pages", () => {
    expect(css).toContain(cssString(`${site.brand}\n${formatAddress()}`));
    expect(css).toContain(cssString(`${site.phone.display}\nwww.example.com`));
    expect(css).toContain('"Page " counter(page) " of " counter(pages)');
    expect(css).toContain("answered on November 27, 2026");
  });

  it("leaves the date out when there is none", () => {
    expect(printPageCss({ siteUrl: "https://www.example.com", answeredOn: null })).not.toContain("answered on");
  });
});

describe("cssString", () => {
  it("keeps text that could close the string or the rule inside the string", () => {
    expect(cssString('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
    expect(cssString("one\ntwo")).toBe('"one\\A two"');
    expect(cssString("tab\there\u0000")).toBe('"tab\\9 here\\0 "');
    expect(cssString("} @import url(x); {")).toBe('"} @import url(x); {"');
  });
});

describe("answeredOnDay", () => {
  it("reads a calendar day as the page writes it", () => {
    expect(answeredOnDay("2026-11-27")).toBe("November 27, 2026");
    expect(answeredOnDay("2024-02-29")).toBe("February 29, 2024");
  });

  it.each([null, "", "2026-02-31", "2026-13-01", "2026-1-01", "2026-11-27x", "27/11/2026", '"}'])(
    "refuses %j",
    (day) => {
      expect(answeredOnDay(day)).toBeNull();
    },
  );

  it("takes the day in the business's zone, as the result page does", () => {
    // 02:00 UTC on the 28th is still the evening of the 27th in Atlanta.
    expect(toDay(new Date("2026-11-28T02:00:00Z"))).toBe("2026-11-27");
  });
});

describe("webAddress", () => {
  it("drops the scheme", () => {
    expect(webAddress("https://www.example.com")).toBe("www.example.com");
    expect(webAddress("http://127.0.0.1:3000")).toBe("127.0.0.1:3000");
  });
});
