import { eq, sql } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { posts } from "./tables";
import type { Post } from "./post";

/**
 * A post's version: its updated_at to the microsecond, in UTC ("2025-09-02T14:00:00.123456Z").
 * A JavaScript Date keeps only milliseconds, so the editor carries this exact text instead and
 * the conditional update compares it in SQL.
 */
export const versionOf = sql<string>`to_char(${posts.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export const VERSION_PATTERN = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

export type EditablePost = Post & { version: string };

/** Any post, with the version an editor must send back with its changes. */
export async function getPostForEditing(id: number): Promise<EditablePost | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await getDb().select({ post: posts, version: versionOf }).from(posts).where(eq(posts.id, id));
  return row ? { ...row.post, version: row.version } : null;
}
