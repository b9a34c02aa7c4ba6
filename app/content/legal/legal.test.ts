import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { SITE_COOKIES } from "~/lib/site-cookies";
import { cookiePolicy } from "./cookie-policy";
import { describeRetention, privacyPolicy } from "./privacy-policy";
import { termsOfService } from "./terms-of-service";
import type { LegalBlock, LegalDocument } from "./types";

const documents: [LegalDocument, number][] = [
  [privacyPolicy({ retentionDays: 365, draftRetentionDays: 30 }), 5],
  [termsOfService, 6],
  [cookiePolicy, 4],
];

function text(document: LegalDocument): string {
  const blockText = (block: LegalBlock): string => {
    switch (block.kind) {
      case "paragraph":
        return block.content.map((part) => (typeof part === "string" ? part : part.text)).join("");
      case "list":
        return block.items
          .map((item) => item.map((part) => (typeof part === "string" ? part : part.text)).join(""))
          .join("\n");
      case "table":
        return [block.caption, ...block.columns, ...block.rows.flat()].join("\n");
    }
  };
  return document.sections.flatMap((section) => [section.title, ...section.blocks.map(blockText)]).join("\n");
}

describe("legal documents", () => {
  it.each(documents)(
    "$title has the number of sections docs/product.md gives, with unique anchors",
    (document, count) => {
      expect(document.sections).toHaveLength(count);
      expect(new Set(document.sections.map((section) => section.id)).size).toBe(count);
      for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
    },
  );

  it("have distinct titles and search descriptions of 70-160 characters", () => {
    for (const [document] of documents) {
      expect(document.description.length, document.title).toBeGreaterThanOrEqual(70);
      expect(document.description.length, document.title).toBeLessThanOrEqual(160);
    }
    expect(new Set(documents.map(([document]) => document.title)).size).toBe(3);
    expect(new Set(documents.map(([document]) => document.description)).size).toBe(3);
  });

  it("the privacy policy says how to ask for a copy or deletion, by e-mail, how soon, and what deletion keeps", () => {
    const privacy = text(privacyPolicy({ retentionDays: 365, draftRetentionDays: 30 }));
    expect(privacy).toContain(`email ${site.email} from the address you used`);
    expect(privacy).toContain("We answer within 30 days");
    expect(privacy).toContain("It is all deleted at once.");
    expect(privacy).toContain("without your address or anything you sent us");
    expect(privacy).toContain("a copy first");
  });

  it("the privacy policy states what is collected, who delivers it and how long it is kept", () => {
    const privacy = text(privacyPolicy({ retentionDays: 365, draftRetentionDays: 30 }));
    for (const fact of [
      "name",
      "email",
      "company",
      "phone",
      "service",
      "message",
      "IP address",
      "PostgreSQL",
      "EmailJS",
      "12 months",
    ]) {
      expect(privacy).toContain(fact);
    }
    expect(privacy).toMatch(/do not sell/);
    expect(privacy).toMatch(/limit repeated submissions/);
    expect(privacy).toMatch(/flag[^.]*is stored like any other but is not emailed/);
  });

  it("the privacy policy states the retention period it is given, and no other", () => {
    const ninety = text(privacyPolicy({ retentionDays: 90, draftRetentionDays: 30 }));
    expect(ninety).toContain("retention period of 90 days");
    expect(ninety).not.toContain("12 months");
    expect(text(privacyPolicy({ retentionDays: 730, draftRetentionDays: 30 }))).toContain(
      "retention period of 24 months",
    );
  });

  it("the privacy policy says backups are made, checked and deleted after the same retention period, and what that means for deleted data", () => {
    const privacy = text(privacyPolicy({ retentionDays: 90, draftRetentionDays: 30 }));
    expect(privacy).toContain("copied into a backup every night");
    expect(privacy).toContain("Backups are kept for at most 90 days and then deleted automatically.");
    expect(privacy).toMatch(
      /because you asked us to delete it, can therefore remain in a backup until that backup is deleted/,
    );
    expect(text(privacyPolicy({ retentionDays: 365, draftRetentionDays: 30 }))).toContain(
      "Backups are kept for at most 12 months",
    );
  });

  it("the privacy policy says unfinished audits are deleted after the period it is given", () => {
    expect(text(privacyPolicy({ retentionDays: 365, draftRetentionDays: 30 }))).toMatch(
      /audit you leave unfinished are deleted automatically 30 days after your last change/,
    );
    expect(text(privacyPolicy({ retentionDays: 365, draftRetentionDays: 7 }))).toContain(
      "deleted automatically 7 days",
    );
  });

  it("the privacy policy says how visits are counted without a cookie, and how long the views are kept", () => {
    const privacy = text(privacyPolicy({ retentionDays: 365, draftRetentionDays: 30, insightsRawDays: 45 }));
    expect(privacy).toContain("without a cookie and without any script in your browser");
    expect(privacy).toContain("a random value that exists for one day only and is then deleted");
    expect(privacy).toContain("Your IP address itself is not stored for this.");
    expect(privacy).toContain("kept in detail for 45 days and after that only as daily totals");
    expect(text(cookiePolicy)).toContain("counts page views without a cookie or a script");
  });

  it("describes retention periods in plain words", () => {
    expect(describeRetention(365)).toBe("12 months");
    expect(describeRetention(1)).toBe("1 day");
    expect(describeRetention(400)).toBe("400 days");
  });

  it("the cookie policy names the cookies the site sets and no others", () => {
    const cookies = text(cookiePolicy);
    expect(cookies).toContain("en_toast");
    expect(cookies).toMatch(/No analytics cookies/);
    const table = cookiePolicy.sections.flatMap((section) => section.blocks).find((block) => block.kind === "table");
    expect(table?.kind === "table" ? table.rows.map((row) => row[0]) : []).toEqual([
      "en_toast",
      "Admin session cookie",
      "en_signin_next",
      "Supabase authentication cookies (names starting with sb-)",
    ]);
  });

  it("the cookie policy names every cookie the site sets", () => {
    const cookies = text(cookiePolicy);
    for (const name of Object.values(SITE_COOKIES)) expect(cookies, name).toContain(name);
  });

  it("the terms choose Georgia law", () => {
    expect(text(termsOfService)).toMatch(/laws of the State of Georgia/);
  });
});
