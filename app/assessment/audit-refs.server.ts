import { inArray } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { staffAuditPath } from "./paths";
import { assessments } from "./tables";

/** What another capability may show of an audit it refers to: whose it is, its score, its staff page. */
export type AuditRef = { organization: string; overall: number; href: string };

/**
 * The audits behind references by public id (a booking made from an audit's result page keeps
 * its public id), for staff pages. An audit no longer held (retention, an erasure) is absent.
 */
export async function auditsByPublicId(publicIds: readonly string[]): Promise<Map<string, AuditRef>> {
  const wanted = [...new Set(publicIds)];
  if (wanted.length === 0) return new Map();
  const rows = await getDb()
    .select({
      id: assessments.id,
      publicId: assessments.publicId,
      organization: assessments.organization,
      overall: assessments.overall,
    })
    .from(assessments)
    .where(inArray(assessments.publicId, wanted));
  return new Map(
    rows.map((row) => [
      row.publicId,
      { organization: row.organization, overall: row.overall, href: staffAuditPath(row.id) },
    ]),
  );
}
