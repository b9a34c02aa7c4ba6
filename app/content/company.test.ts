import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aboutPage } from "./about";
import { careersMailto, careersPage } from "./careers";
import { caseStudies, caseStudiesPage } from "./case-studies";
import { formatNewsDate, newsItems, newsPage } from "./news";
import { site } from "./site";
import { initials, leadership, teamPage } from "./team";

const pages = { aboutPage, teamPage, careersPage, caseStudiesPage, newsPage };

describe("company pages' meta", () => {
  it("has a description of 70-160 characters on every page", () => {
    for (const [name, page] of Object.entries(pages)) {
      expect(page.meta.description.length, name).toBeGreaterThanOrEqual(70);
      expect(page.meta.description.length, name).toBeLessThanOrEqual(160);
    }
  });

  it("uses a different title and description on every page", () => {
    const metas = Object.values(pages).map((page) => page.meta);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });
});

describe("team", () => {
  it("lists six leaders with distinct names and titles", () => {
    expect(leadership).toHaveLength(6);
    expect(new Set(leadership.map((member) => member.name)).size).toBe(6);
    expect(new Set(leadership.map((member) => member.title)).size).toBe(6);
    for (const member of leadership) expect(member.bio.length).toBeGreaterThan(40);
  });

  it("makes two-letter initials for the avatars", () => {
    expect(initials("Marcus Ellison")).toBe("ME");
    expect(initials(" grace  adeyemi ")).toBe("GA");
    expect(initials("Ana Maria Lopez")).toBe("AM");
  });

  it("states the product's team notes", () => {
    expect(teamPage.leads.note).toBe("6 leads across Support, Security, Projects, Cloud, Sales and QA");
    expect(teamPage.leads.areas.map((area) => area.name)).toEqual([
      "Support",
      "Security",
      "Projects",
      "Cloud",
      "Sales",
      "QA",
    ]);
    expect(teamPage.experts.summary).toContain("about 20 engineers and analysts");
  });
});

describe("careers", () => {
  it("says there are no open roles and how to send a CV", () => {
    expect(careersPage.openRoles.status).toMatch(/no available opportunities/);
    expect(careersMailto()).toMatch(new RegExp(`^mailto:${site.careersEmail}\\?subject=`));
  });
});

describe("case studies", () => {
  it("tells one story each for a school, a nonprofit and a small business, with local logos", () => {
    expect(caseStudies.map((story) => story.sector)).toEqual(["K-12 school", "Nonprofit", "Small business"]);
    for (const story of caseStudies) {
      for (const part of [story.challenge, story.solution, story.result]) expect(part.length).toBeGreaterThan(80);
      expect(story.metrics.length).toBeGreaterThan(0);
      expect(story.logo.src).toMatch(/^\/images\/company\//);
      expect(existsSync(new URL(`../../public${story.logo.src}`, import.meta.url)), story.logo.src).toBe(true);
    }
    expect(caseStudiesPage.storyAction.to).toBe("/#contact");
  });
});

describe("news", () => {
  it("has three items dated 2025-2026, newest first", () => {
    expect(newsItems).toHaveLength(3);
    for (const item of newsItems) expect(item.date).toMatch(/^202[56]-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
    const dates = newsItems.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("formats dates the same in every time zone", () => {
    expect(formatNewsDate("2026-06-16")).toBe("June 16, 2026");
    expect(formatNewsDate("2025-01-01")).toBe("January 1, 2025");
  });

  it("keeps the product's exact events text", () => {
    expect(newsPage.events.status).toBe("Events Calendar Coming Soon");
  });
});

describe("the business's facts", () => {
  it("come from site.ts, never repeated as literals in the company copy", () => {
    const literals = [
      site.phone.display,
      site.emergencyHotline.display,
      site.email,
      site.supportEmail,
      site.careersEmail,
      site.address.street,
      site.hours,
      site.responsePromise,
    ];
    for (const file of ["about.ts", "team.ts", "careers.ts", "case-studies.ts", "news.ts"]) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
      for (const literal of literals) expect(source, `${file} repeats "${literal}"`).not.toContain(literal);
    }
  });
});
