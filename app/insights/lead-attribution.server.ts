// What the lead desk reads of insights: each lead's attribution (the visit its own conversion
// was credited to), for its page, its list's filters and its export. The lead desk uses these and
// never the conversions table itself.
import { and, asc, eq, inArray, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import { QueryBuilder, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/lib/db/client.server";
import { LEAD_MAKING_KINDS, UNKNOWN_SOURCE, type Journey } from "./attribution";
import { insightsConversions as conversions } from "./tables";

/** A filter of leads by where they came from: a source ("unknown" for none recorded), a campaign. */
type AttributionFilter = { source?: string; campaign?: string };

const MAX_CHOICES = 200;

const ownConversion = (leadId: AnyPgColumn | string): SQL =>
  sql`${eq(conversions.leadId, leadId)} and ${inArray(conversions.kind, LEAD_MAKING_KINDS)}`;

/**
 * The WHERE of an attribution filter over `leadId` (the leads' id column), undefined when it
 * filters nothing. Source and campaign match without regard to case. "unknown" finds the leads
 * with no source recorded, those from before conversions were recorded included.
 */
export function leadAttributionCondition(leadId: AnyPgColumn, filter: AttributionFilter): SQL | undefined {
  const { source, campaign } = filter;
  if (!source && !campaign) return undefined;
  const unknown = source?.toLowerCase() === UNKNOWN_SOURCE;
  const matches: SQL[] = [ownConversion(leadId)];
  if (source && !unknown) matches.push(sql`lower(${conversions.source}) = ${source.toLowerCase()}`);
  if (campaign) matches.push(sql`lower(${conversions.campaign}) = ${campaign.toLowerCase()}`);
  const found = sql`exists (select 1 from ${conversions} where ${and(...matches)})`;
  if (!unknown) return found;
  const recorded = sql`exists (select 1 from ${conversions} where ${ownConversion(leadId)} and ${ne(conversions.source, UNKNOWN_SOURCE)})`;
  return campaign ? and(sql`not ${recorded}`, found) : sql`not ${recorded}`;
}

/**
 * A lead's own conversion as a lateral subquery (`leftJoinLateral(origin, sql\`true\`)`): its
 * source, medium, campaign and entry page, for the export's columns.
 */
export function leadOrigin(leadId: AnyPgColumn) {
  return new QueryBuilder()
    .select({
      source: sql<string>`${conversions.source}`.as("origin_source"),
      medium: sql<string>`${conversions.medium}`.as("origin_medium"),
      campaign: sql<string>`${conversions.campaign}`.as("origin_campaign"),
      entryPath: sql<string>`${conversions.entryPath}`.as("origin_entry_path"),
    })
    .from(conversions)
    .where(ownConversion(leadId))
    .orderBy(asc(conversions.at), asc(conversions.id))
    .limit(1)
    .as("origin");
}

/** The sources and campaigns leads came from, for the list's filter (each list at most 200 long). */
export async function leadAttributionChoices(db: Database): Promise<{ sources: string[]; campaigns: string[] }> {
  const made = and(isNotNull(conversions.leadId), inArray(conversions.kind, LEAD_MAKING_KINDS));
  const [sources, campaigns] = await Promise.all([
    db
      .selectDistinct({ value: conversions.source })
      .from(conversions)
      .where(made)
      .orderBy(conversions.source)
      .limit(MAX_CHOICES),
    db
      .selectDistinct({ value: conversions.campaign })
      .from(conversions)
      .where(and(made, ne(conversions.campaign, "")))
      .orderBy(conversions.campaign)
      .limit(MAX_CHOICES),
  ]);
  return { sources: sources.map((row) => row.value), campaigns: campaigns.map((row) => row.value) };
}

/**
 * How a lead came: the visit its own conversion was credited to, then that visitor's conversions
 * of that day and staff's steps with the lead, in order. Null when nothing was recorded.
 */
export async function leadJourney(db: Database, leadId: string): Promise<Journey | null> {
  const [own] = await db
    .select({
      day: conversions.day,
      visitor: conversions.visitor,
      entryPath: conversions.entryPath,
      source: conversions.source,
      medium: conversions.medium,
      campaign: conversions.campaign,
    })
    .from(conversions)
    .where(ownConversion(leadId))
    .orderBy(asc(conversions.at), asc(conversions.id))
    .limit(1);
  if (!own) return null;
  const { day, visitor, ...entry } = own;
  const sameVisit = visitor === null ? undefined : and(eq(conversions.day, day), eq(conversions.visitor, visitor));
  const steps = await db
    .select({ kind: conversions.kind })
    .from(conversions)
    .where(or(eq(conversions.leadId, leadId), sameVisit))
    .orderBy(asc(conversions.at), asc(conversions.id));
  return { entry, steps: steps.map((step) => step.kind) };
}
