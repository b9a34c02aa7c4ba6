import { and, asc, eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { Database } from "~/lib/db/client.server";
import { clientIpContext } from "~/lib/request-context";
import { LEAD_MAKING_KINDS, UNKNOWN_ATTRIBUTION, UNKNOWN_SOURCE, type Attribution } from "./attribution";
import type { InsightsCounter } from "./counter.server";
import { tracked } from "./in-flight.server";
import { runningCounter } from "./start.server";
import { insightsConversions, insightsViews } from "./tables";
import { type ConversionKind } from "./conversion-kinds";
import { businessDay } from "./visitor.server";

/** What a visitor does on the site; the other two kinds are staff's (recordLeadStep). */
type VisitorConversionKind = Exclude<ConversionKind, StaffStepKind>;
type StaffStepKind = Extract<ConversionKind, "call_held" | "won">;

/** Who converted: the request itself (with its router context, for the client's address), or what the site read of it. */
type ConversionFrom =
  { request: Request; context: Readonly<RouterContextProvider> } | { ip: string; userAgent: string };

type NewConversion = {
  kind: VisitorConversionKind;
  from: ConversionFrom;
  /** The lead the conversion made, when it made one. */
  leadId?: string;
  /** This process's counter by default; null when counting is off. */
  counter?: InsightsCounter | null;
};

function addressOf(from: ConversionFrom): { ip: string; userAgent: string } {
  if ("ip" in from) return from;
  // The address as the rate limits and the counter read it (Express's req.ip under TRUST_PROXY).
  return { ip: from.context.get(clientIpContext), userAgent: from.request.headers.get("user-agent") ?? "" };
}

/** The visitor's first page view of the day: written by now, or still waiting in this instance's counter. */
async function entryOf(
  db: Database,
  counter: InsightsCounter,
  day: string,
  visitor: string,
): Promise<Attribution | null> {
  const [first] = await db
    .select({
      entryPath: insightsViews.path,
      source: insightsViews.source,
      medium: insightsViews.medium,
      campaign: insightsViews.campaign,
    })
    .from(insightsViews)
    .where(and(eq(insightsViews.day, day), eq(insightsViews.visitor, visitor), eq(insightsViews.kind, "view")))
    .orderBy(asc(insightsViews.at))
    .limit(1);
  if (first) return first;
  const pending = counter.pendingEntry(day, visitor);
  return pending
    ? { entryPath: pending.path, source: pending.source, medium: pending.medium, campaign: pending.campaign ?? "" }
    : null;
}

async function store(db: Database, conversion: NewConversion, at: Date): Promise<void> {
  const counter = conversion.counter === undefined ? runningCounter() : conversion.counter;
  const { ip, userAgent } = addressOf(conversion.from);
  // The counter counts no request without a browser named, so such a visitor has no views to find.
  const seen = counter && userAgent ? await counter.visitorAt(ip, userAgent, at) : null;
  const entry = seen && counter ? await entryOf(db, counter, seen.day, seen.visitor) : null;
  await db.insert(insightsConversions).values({
    at,
    day: seen?.day ?? businessDay(at),
    kind: conversion.kind,
    // Kept even when no view is known yet: a later flush fills in the visit (late-attribution.server.ts).
    visitor: seen?.visitor ?? null,
    leadId: conversion.leadId ?? null,
    ...(entry ?? UNKNOWN_ATTRIBUTION),
  });
}

/**
 * Records what a visitor did, credited to their entry page and source of the day. Call it once
 * the feature's data is stored, without awaiting: it never throws (a failure is logged and
 * swallowed) and the visitor's answer does not wait for it.
 */
export function recordConversion(db: Database, conversion: NewConversion): Promise<void> {
  const at = new Date();
  return tracked(conversion.kind, () => store(db, conversion, at));
}

/**
 * Records a step staff took with a lead (a call held, a lead won), credited to the visit that
 * brought the lead (its own conversion's attribution is copied). Once per lead and kind: marking a
 * call done twice, or winning a lead again, is no second conversion. Never throws.
 */
export function recordLeadStep(db: Database, step: { kind: StaffStepKind; leadId: string }): Promise<void> {
  const at = new Date();
  return tracked(step.kind, () =>
    db.execute(
      sql`
        insert into insights_conversions (at, day, kind, visitor, lead_id, entry_path, source, medium, campaign)
        select ${at.toISOString()}::timestamptz, ${businessDay(at)}::date, ${step.kind}::text, null, l.id, coalesce(own.entry_path, ''),
          coalesce(own.source, ${UNKNOWN_SOURCE}), coalesce(own.medium, ''), coalesce(own.campaign, '')
        from leads l
        left join lateral (
          select c.entry_path, c.source, c.medium, c.campaign from insights_conversions c
          where c.lead_id = l.id and c.kind in ${LEAD_MAKING_KINDS} order by c.at, c.id limit 1
        ) own on true
        where l.id = ${step.leadId}
          and not exists (select 1 from insights_conversions d where d.lead_id = l.id and d.kind = ${step.kind})`,
    ),
  );
}

/** Takes back a staff step that was undone (a call marked a no-show after all, a won lead moved on). Never throws. */
export function withdrawLeadStep(db: Database, step: { kind: StaffStepKind; leadId: string }): Promise<void> {
  return tracked(`withdrawing ${step.kind}`, () =>
    db
      .delete(insightsConversions)
      .where(and(eq(insightsConversions.leadId, step.leadId), eq(insightsConversions.kind, step.kind))),
  );
}
