import { describe, expect, it } from "vitest";
import { visitSource } from "./sources";

const OWN = "example-msp.com";
const from = (query: string, referrer?: string) => visitSource(new URLSearchParams(query), referrer, [OWN]);

describe("the source of a visit", () => {
  it.each([
    ["", undefined, "direct", "direct"],
    ["", "https://www.google.com/", "Google", "organic search"],
    ["", "https://www.google.co.uk/", "Google", "organic search"],
    ["", "https://www.bing.com/search?q=it", "Bing", "organic search"],
    ["", "https://duckduckgo.com/", "DuckDuckGo", "organic search"],
    ["", "https://search.yahoo.com/", "Yahoo", "organic search"],
    ["", "https://www.ecosia.org/", "Ecosia", "organic search"],
    ["", "https://www.baidu.com/", "Baidu", "organic search"],
    ["", "https://m.facebook.com/", "Facebook", "social"],
    ["", "https://www.linkedin.com/feed/", "LinkedIn", "social"],
    ["", "https://t.co/abc", "X (Twitter)", "social"],
    ["", "https://x.com/someone", "X (Twitter)", "social"],
    ["", "https://www.instagram.com/", "Instagram", "social"],
    ["", "https://www.youtube.com/", "YouTube", "social"],
    ["", "https://old.reddit.com/r/sysadmin", "Reddit", "social"],
    ["", "https://www.partner-school.org/links", "partner-school.org", "referral"],
    ["", "not a url", "direct", "direct"],
    ["gclid=abc", "https://www.google.com/", "Google Ads", "paid"],
    ["msclkid=abc", undefined, "Microsoft Ads", "paid"],
    ["fbclid=abc", "https://m.facebook.com/", "Facebook", "paid"],
    ["utm_source=Newsletter&utm_medium=email", "https://www.google.com/", "newsletter", "email"],
    ["utm_source=newsletter", undefined, "newsletter", "campaign"],
  ])("%s from %s is %s (%s)", (query, referrer, source, medium) => {
    expect(from(query, referrer)).toMatchObject({ source, medium });
  });

  it("names the campaign, whatever the source", () => {
    expect(from("utm_source=newsletter&utm_campaign=Fall-Schools")?.campaign).toBe("fall-schools");
    expect(from("gclid=x&utm_campaign=spring")?.campaign).toBe("spring");
  });

  it("is no source for a link between the site's own pages", () => {
    expect(from("", `https://${OWN}/services`)).toBeNull();
  });
});
