import { describe, expect, it } from "vitest";
import { journeyLine, sourceWords } from "./attribution";

describe("where a visit came from, in words", () => {
  it.each([
    [{ source: "Google", medium: "organic search", campaign: "" }, "Google search"],
    [{ source: "Google Ads", medium: "paid", campaign: "spring" }, "Google Ads, campaign spring"],
    [{ source: "Facebook", medium: "paid", campaign: "" }, "Facebook ad"],
    [{ source: "LinkedIn", medium: "social", campaign: "" }, "LinkedIn"],
    [{ source: "direct", medium: "direct", campaign: "" }, "Direct (typed address or bookmark)"],
    [{ source: "atlantaschools.org", medium: "referral", campaign: "" }, "Link from atlantaschools.org"],
    [{ source: "newsletter", medium: "campaign", campaign: "fall-schools" }, "newsletter, campaign fall-schools"],
    [{ source: "newsletter", medium: "email", campaign: "fall-schools" }, "newsletter (email), campaign fall-schools"],
    [{ source: "internal", medium: "internal", campaign: "" }, "A page of this site"],
  ])("%o reads %s", (attribution, words) => {
    expect(sourceWords(attribution)).toBe(words);
  });

  it("puts the entry page and the steps after the source, and says when nothing was recorded", () => {
    const entry = { entryPath: "/services/cybersecurity", source: "Google", medium: "organic search", campaign: "" };
    expect(journeyLine({ entry, steps: ["audit_finished", "call_booked"] })).toBe(
      "Google search → /services/cybersecurity → finished the free IT audit → booked a call",
    );
    expect(journeyLine(null)).toBe("Source not recorded");
    expect(journeyLine({ entry: { ...entry, source: "unknown", entryPath: "" }, steps: ["won"] })).toBe(
      "Source not recorded → won",
    );
  });
});
