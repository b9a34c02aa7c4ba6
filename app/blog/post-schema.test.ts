import { describe, expect, it } from "vitest";
import { fieldErrors, postInputSchema, slugify, tagList } from "./post-schema";

const valid = { title: "A title", content: "<p>Body</p>" };

describe("slugify", () => {
  it.each([
    ["Backup 3-2-1 for Nonprofits", "backup-3-2-1-for-nonprofits"],
    ["Microsoft 365: Basic, Standard or Premium?", "microsoft-365-basic-standard-or-premium"],
    ["Schools & Libraries", "schools-and-libraries"],
    ["Café résumé über naïve", "cafe-resume-uber-naive"],
    ["What's new in E-Rate", "whats-new-in-e-rate"],
    ["  --Spaces   and -- dashes--  ", "spaces-and-dashes"],
    ["🔒 🔑", ""],
  ])("%s -> %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("cuts long titles at a word boundary", () => {
    const slug = slugify(
      "Multi-factor authentication rollout plan for a school district with many campuses and staff",
      40,
    );
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug).toBe("multi-factor-authentication-rollout-plan");
  });
});

describe("tagList", () => {
  it("splits, trims, drops empty and repeated (any case) tags", () => {
    expect(tagList(" Schools ,, cybersecurity , SCHOOLS,E-Rate,")).toEqual(["Schools", "cybersecurity", "E-Rate"]);
    expect(tagList("")).toEqual([]);
  });
});

describe("postInputSchema", () => {
  it("needs a title and content; defaults status to draft, summary and tags to empty", () => {
    const parsed = postInputSchema.parse(valid);
    expect(parsed).toEqual({
      title: "A title",
      content: "<p>Body</p>",
      summary: "",
      tags: "",
      status: "draft",
      publish_date: undefined,
      slug: undefined,
      cover_image: undefined,
      cover_alt: "",
    });
    const empty = postInputSchema.safeParse({ title: "  ", content: "" });
    expect(empty.success).toBe(false);
    expect(fieldErrors(empty.error!)).toEqual({ title: "Title is required.", content: "Content is required." });
  });

  it("takes a cover image id with its required description; blank means no cover, absent keeps the post's", () => {
    const id = "0b5e3c1a-4f2d-4c3b-9a1e-2d3c4b5a6f70";
    expect(postInputSchema.parse({ ...valid, cover_image: id, cover_alt: " Staff at a laptop " })).toMatchObject({
      cover_image: id,
      cover_alt: "Staff at a laptop",
    });
    expect(postInputSchema.parse({ ...valid, cover_image: "  " }).cover_image).toBeNull();
    expect(postInputSchema.parse(valid).cover_image).toBeUndefined();
    const noAlt = postInputSchema.safeParse({ ...valid, cover_image: id, cover_alt: "   " });
    expect(fieldErrors(noAlt.error!)).toEqual({ cover_alt: expect.stringMatching(/^Describe the cover image/) });
    const notAnId = postInputSchema.safeParse({ ...valid, cover_image: "../../etc/passwd", cover_alt: "x" });
    expect(fieldErrors(notAnId.error!)).toEqual({ cover_image: "Cover image must be the id of an uploaded image." });
  });

  it("refuses wrong types with a message per field", () => {
    const result = postInputSchema.safeParse({
      title: 42,
      content: { html: "x" },
      tags: ["a"],
      status: true,
      summary: 1,
      slug: 5,
      publish_date: 1700000000,
    });
    expect(result.success).toBe(false);
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual([
      "content",
      "publish_date",
      "slug",
      "status",
      "summary",
      "tags",
      "title",
    ]);
  });

  it("enforces at most 5 tags and 40 characters a tag", () => {
    expect(postInputSchema.parse({ ...valid, tags: "a,b,c,d,e" }).tags).toBe("a, b, c, d, e");
    expect(fieldErrors(postInputSchema.safeParse({ ...valid, tags: "a,b,c,d,e,f" }).error!)).toEqual({
      tags: "Use at most 5 tags.",
    });
    expect(postInputSchema.safeParse({ ...valid, tags: "x".repeat(41) }).success).toBe(false);
  });

  it("treats an empty slug as 'make one from the title'", () => {
    expect(postInputSchema.parse({ ...valid, slug: "  " }).slug).toBeUndefined();
    expect(postInputSchema.parse({ ...valid, slug: null }).slug).toBeUndefined();
  });

  it("reads publish dates with an offset as given and local ones as Eastern time", () => {
    expect(postInputSchema.parse({ ...valid, publish_date: "2025-03-04T14:30:00Z" }).publish_date?.toISOString()).toBe(
      "2025-03-04T14:30:00.000Z",
    );
    expect(
      postInputSchema.parse({ ...valid, publish_date: "2025-03-04T09:30:00-05:00" }).publish_date?.toISOString(),
    ).toBe("2025-03-04T14:30:00.000Z");
    // Winter (EST, UTC-5) and summer (EDT, UTC-4).
    expect(postInputSchema.parse({ ...valid, publish_date: "2025-01-15T09:30" }).publish_date?.toISOString()).toBe(
      "2025-01-15T14:30:00.000Z",
    );
    expect(postInputSchema.parse({ ...valid, publish_date: "2025-07-15T09:30" }).publish_date?.toISOString()).toBe(
      "2025-07-15T13:30:00.000Z",
    );
    for (const bad of ["tomorrow", "2025-13-01T00:00:00Z", "2025-02-30", "0000-01-01T00:00:00Z"]) {
      expect(postInputSchema.safeParse({ ...valid, publish_date: bad }).success, bad).toBe(false);
    }
  });

  it("requires a publish date for a scheduled post", () => {
    expect(fieldErrors(postInputSchema.safeParse({ ...valid, status: "scheduled" }).error!)).toEqual({
      publish_date: "A scheduled post needs a publish date.",
    });
    expect(postInputSchema.safeParse({ ...valid, status: "scheduled", publish_date: "2030-01-01T10:00" }).success).toBe(
      true,
    );
  });

  it("limits lengths", () => {
    expect(postInputSchema.safeParse({ ...valid, title: "t".repeat(201) }).success).toBe(false);
    expect(postInputSchema.safeParse({ ...valid, summary: "s".repeat(501) }).success).toBe(false);
    expect(postInputSchema.safeParse({ ...valid, slug: `a${"-b".repeat(40)}` }).success).toBe(false);
    expect(postInputSchema.safeParse({ ...valid, content: "c".repeat(200_001) }).success).toBe(false);
  });
});

describe("control characters", () => {
  it("are dropped from every text field, since HTML forbids them", () => {
    const parsed = postInputSchema.parse({
      title: "Bell\u0007 title",
      summary: "Less < more \u0007bell\u001b",
      content: "<p>Text\u0000 here</p>\n<p>Second line</p>",
      tags: "Backups\u0008, Schools",
    });
    expect(parsed.title).toBe("Bell title");
    expect(parsed.summary).toBe("Less < more bell");
    expect(parsed.content).toBe("<p>Text here</p>\n<p>Second line</p>");
    expect(parsed.tags).toBe("Backups, Schools");
  });
});
