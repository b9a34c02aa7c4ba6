import type { APIRequestContext } from "@playwright/test";

/** The e2e server's API_TOKEN (playwright.config.ts passes it to the server). */
export const E2E_API_TOKEN = "e2e-api-token-0123456789abcdefghijklmnop";

export const bearer = (token = E2E_API_TOKEN) => ({ Authorization: `Bearer ${token}` });

/** A post as the JSON API returns it. */
export type ApiPost = {
  id: number;
  title: string;
  slug: string;
  summary: string;
  content: string;
  tags: string;
  status: "draft" | "published" | "scheduled";
  publish_date: string | null;
  created_at: string;
  updated_at: string;
};

export type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

/** The sample posts every fresh e2e server starts with (app/blog/sample-posts.ts). */
export const SEEDED = {
  published: [
    {
      slug: "phishing-training-for-school-staff",
      title: "Phishing Training That Actually Works for School Staff",
      tags: ["Cybersecurity", "Schools", "Training"],
    },
    {
      slug: "3-2-1-backup-rule-for-nonprofits",
      title: "The 3-2-1 Backup Rule: A Practical Guide for Nonprofits",
      tags: ["Backup", "Nonprofits", "Disaster Recovery"],
    },
    {
      slug: "microsoft-365-licensing-basic-standard-premium",
      title: "Microsoft 365 Licensing: Business Basic, Standard or Premium?",
      tags: ["Microsoft 365", "Licensing", "Small Business"],
    },
    {
      slug: "e-rate-category-two-network-upgrade",
      title: "E-Rate Category Two: Planning Your School's Network Upgrade",
      tags: ["E-Rate", "Schools", "Networking"],
    },
  ],
  scheduled: {
    slug: "multi-factor-authentication-rollout",
    title: "Rolling Out Multi-Factor Authentication Without the Help-Desk Flood",
  },
  draft: { slug: "password-managers-for-small-teams", title: "Password Managers for Small Teams: What to Look For" },
} as const;

let counter = 0;

/** A label no other test (or parallel project) uses. */
export function uniqueLabel(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)} ${counter}`;
}

/**
 * A date in the early 2000s, so posts made by tests sort after the sample posts and never push
 * them off the first page of /blog while other tests run in parallel.
 */
export function oldDate(offsetMinutes = 0): string {
  return new Date(
    Date.UTC(2004, 0, 1) + Math.floor(Math.random() * 5 * 365 * 86_400_000) + offsetMinutes * 60_000,
  ).toISOString();
}

/** Creates a post through the JSON API; throws with the API's answer when it is not 201. */
export async function createPostViaApi(request: APIRequestContext, body: Record<string, unknown>): Promise<ApiPost> {
  const response = await request.post("/api/posts", { headers: bearer(), data: body });
  if (response.status() !== 201)
    throw new Error(`POST /api/posts answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as ApiPost;
}
