import { z } from "zod";
import { easternWallTimeToDate } from "~/lib/time";
import { LIMITS, MAX_TAGS, POST_STATUSES, SLUG_PATTERN } from "./post-fields";

export { LIMITS, type PostStatus } from "./post-fields";

/**
 * What a post is made of when someone writes one: the JSON API and the admin form validate with
 * this one schema. No server imports here. The admin form validates on the server only (Zod stays
 * out of the browser bundle); the browser reads the field facts from ./post-fields.ts.
 * Sanitizing the HTML and making the slug unique happen on the server (post-writes.server.ts).
 */

/** The tags of a comma-separated string, trimmed, empty ones dropped, duplicates (any case) dropped. */
export function tagList(tags: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const raw of tags.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    list.push(tag);
  }
  return list;
}

/**
 * A URL slug from a title: accents folded, "&" read as "and", anything else that is not a letter
 * or digit becomes a hyphen; cut at a word boundary to fit. Empty when the title has no letters
 * or digits at all (the caller picks a fallback).
 */
export function slugify(title: string, maxLength: number = LIMITS.slug): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const boundary = cut.lastIndexOf("-");
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, maxLength)).replace(/-+$/, "");
}

/** Unset, null and blank strings all mean "not given". */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters.` }),
  );

/**
 * A publish date: an ISO 8601 date-time with an offset ("2025-03-04T14:30:00Z",
 * "2025-03-04T09:30:00-05:00"), or a local one ("2025-03-04T09:30", as a datetime-local input
 * sends it), which is read as Eastern time.
 */
const publishDate = z.preprocess(
  (value) => (blank(value) ? undefined : typeof value === "string" ? value.trim() : value),
  z
    .union(
      [
        z.iso.datetime({ offset: true, error: "Enter a date and time." }).transform((value) => new Date(value)),
        z.iso
          .datetime({ local: true, error: "Enter a date and time." })
          .transform((value) => easternWallTimeToDate(value)),
      ],
      { error: "Enter a date and time as 2025-03-04T09:30:00-05:00 (or 2025-03-04T09:30, Eastern time)." },
    )
    .refine((date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999, {
      error: "Enter a real date between 1970 and 9999.",
    })
    .optional(),
);

/**
 * C0 control characters other than tab, line feed and carriage return (and DEL) are forbidden in
 * HTML: a summary carrying one made every page that shows it invalid. They are dropped from every
 * text field before validation.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function withoutControlCharacters(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === "string" ? field.replace(CONTROL_CHARACTERS, "") : field,
    ]),
  );
}

const postFields = z
  .object({
    title: z.preprocess(
      (value) => (value === undefined || value === null ? "" : value),
      z
        .string({ error: "Title must be text." })
        .trim()
        .min(1, { error: "Title is required." })
        .max(LIMITS.title, { error: `Title must be at most ${LIMITS.title} characters.` }),
    ),
    /** Optional: generated from the title when left empty. */
    slug: z.preprocess(
      (value) => (blank(value) ? undefined : typeof value === "string" ? value.trim() : value),
      z
        .string({ error: "Slug must be text." })
        .max(LIMITS.slug, { error: `Slug must be at most ${LIMITS.slug} characters.` })
        .regex(SLUG_PATTERN, {
          error: "Use lower-case letters, digits and single hyphens (e.g. backup-tips-for-nonprofits).",
        })
        .optional(),
    ),
    summary: optionalText(LIMITS.summary, "Summary"),
    content: z.preprocess(
      (value) => (value === undefined || value === null ? "" : value),
      z
        .string({ error: "Content must be text." })
        .trim()
        .min(1, { error: "Content is required." })
        .max(LIMITS.content, {
          error: `Content must be at most ${LIMITS.content.toLocaleString("en-US")} characters.`,
        }),
    ),
    /** One comma-separated string, at most 5 tags; stored normalised ("Schools, Cybersecurity"). */
    tags: optionalText(1_000, "Tags")
      .transform((value) => tagList(value))
      .refine((list) => list.length <= MAX_TAGS, { error: `Use at most ${MAX_TAGS} tags.` })
      .refine((list) => list.every((tag) => tag.length <= LIMITS.tag), {
        error: `Each tag must be at most ${LIMITS.tag} characters.`,
      })
      .transform((list) => list.join(", ")),
    status: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? "draft" : value),
      z.enum(POST_STATUSES, { error: "Status must be draft, published or scheduled." }),
    ),
    publish_date: publishDate,
    /**
     * The cover image's id (an upload, app/images/). Not sent: the post keeps its cover (the API's
     * PUT); sent blank: no cover.
     */
    cover_image: z.preprocess(
      (value) =>
        value === undefined ? undefined : blank(value) ? null : typeof value === "string" ? value.trim() : value,
      z
        .string({ error: "Cover image must be an image id." })
        .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
          error: "Cover image must be the id of an uploaded image.",
        })
        .nullable()
        .optional(),
    ),
    cover_alt: optionalText(LIMITS.coverAlt, "The cover image's description"),
  })
  .superRefine((post, ctx) => {
    if (post.cover_image && !post.cover_alt) {
      ctx.addIssue({
        code: "custom",
        path: ["cover_alt"],
        message: "Describe the cover image for people who cannot see it (for example: 'Teachers at a laptop').",
      });
    }
    if (post.status === "scheduled" && !post.publish_date) {
      ctx.addIssue({ code: "custom", path: ["publish_date"], message: "A scheduled post needs a publish date." });
    }
  });

export const postInputSchema = z.preprocess(withoutControlCharacters, postFields);

/** What the form or the API sends (before parsing). */
export type PostInputRaw = z.input<typeof postFields>;
/** A valid post input: trimmed, tags normalised, publish date as a Date. */
export type PostInput = z.output<typeof postFields>;

/** The fields a client may send; the API refuses others (see app/blog/api.server.ts). */
export const POST_INPUT_FIELDS = [
  "title",
  "slug",
  "summary",
  "content",
  "tags",
  "status",
  "publish_date",
  "cover_image",
  "cover_alt",
] as const;

/** Zod issues as one message per field (the first one), keyed by field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}
