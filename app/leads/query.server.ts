import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { parseUuid } from "~/lib/route-params";
import { leadAttributionCondition } from "~/insights/lead-attribution.server";
import { leadEvents, leadNotes, leads } from "./tables";
import { site } from "~/content/site";
import { awaiting, dueCursorCondition, dueCursorTime, dueOrder } from "./due-order.server";
import { cursorValue, type LeadCursor, type LeadFilter, type LeadSort } from "./filters";
import type { LeadEventKind, LeadKind, LeadStatus } from "./kinds";
import { leadDeliveries, type LeadDelivery } from "./source.server";

const LEADS_PAGE_SIZE = 50;
/** Words of a search used for prefix matching; more add little and cost index lookups. */
const MAX_SEARCH_WORDS = 8;

type LeadRow = {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  organization: string | null;
  summary: string;
  receivedAt: Date;
  status: LeadStatus;
  owner: string | null;
  /** The response clock: when the first response is due, and when it came (null until then). */
  respondBy: Date;
  firstResponseAt: Date | null;
  delivery: LeadDelivery;
};

export type LeadPage = {
  items: LeadRow[];
  /** The `after` cursor of the next (older) page, when there is one. */
  next?: string;
  /** The `before` cursor of the previous (newer) page, when there is one. */
  previous?: string;
};

/** An Eastern calendar day's first instant, in SQL. */
const easternStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${site.timeZone}`;

/** The words of a search, lower case, for prefix matching ("jan" finds "jane@…"). */
function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The search: PostgreSQL's web-search syntax over the English-stemmed words ("quoted phrases",
 * -exclusions, or), or every word as a prefix over the unstemmed ones. Both read the GIN index.
 */
function searchCondition(q: string): SQL {
  const words = searchWords(q);
  const web = sql`${leads.search} @@ websearch_to_tsquery('english', ${q})`;
  if (words.length === 0) return web;
  const prefixes = words.map((word) => `${word}:*`).join(" & ");
  return sql`(${web} or ${leads.search} @@ to_tsquery('simple', ${prefixes}))`;
}

/**
 * The WHERE of a filter (undefined when it selects every lead). The list pages through it and the
 * CSV export streams it, so both always agree on what "the current filter" holds.
 */
export function leadConditions(filter: LeadFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(searchCondition(filter.q));
  if (filter.kind) conditions.push(eq(leads.kind, filter.kind));
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.owner === "none") conditions.push(isNull(leads.owner));
  else if (filter.owner) conditions.push(eq(leads.owner, filter.owner.toLowerCase()));
  if (filter.from) conditions.push(gte(leads.receivedAt, easternStart(filter.from)));
  if (filter.to) conditions.push(lt(leads.receivedAt, sql`${easternStart(filter.to)} + interval '1 day'`));
  const attributed = leadAttributionCondition(leads.id, filter);
  if (attributed) conditions.push(attributed);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The received time as the cursor carries it: UTC to the microsecond (a JS Date keeps only ms). */
const cursorTime = sql<string>`to_char(${leads.receivedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function cursorCondition(cursor: LeadCursor): SQL {
  const key = sql`(${cursor.receivedAt}::timestamptz, ${cursor.id}::uuid)`;
  return cursor.direction === "after"
    ? sql`(${leads.receivedAt}, ${leads.id}) < ${key}`
    : sql`(${leads.receivedAt}, ${leads.id}) > ${key}`;
}

/** What the list and a lead's page both read of a lead. */
const leadColumns = {
  id: leads.id,
  kind: leads.kind,
  name: leads.name,
  email: leads.email,
  organization: leads.organization,
  summary: leads.summary,
  receivedAt: leads.receivedAt,
  status: leads.status,
  owner: leads.owner,
  respondBy: leads.respondBy,
  firstResponseAt: leads.firstResponseAt,
  contactRequestId: leads.contactRequestId,
  bookingId: leads.bookingId,
  assessmentId: leads.assessmentId,
};

/** How a page is ordered and where it starts, for one of the list's orders. */
function ordering(sort: LeadSort, cursor: LeadCursor | undefined, backwards: boolean) {
  if (sort === "due") {
    // A cursor of the other order (an address kept from before) starts again at the top.
    const due = cursor?.waiting === undefined ? undefined : { ...cursor, waiting: cursor.waiting };
    return { condition: due && dueCursorCondition(due), order: dueOrder(backwards), cursorTime: dueCursorTime };
  }
  return {
    condition: cursor && cursor.waiting === undefined ? cursorCondition(cursor) : undefined,
    order: backwards ? [asc(leads.receivedAt), asc(leads.id)] : [desc(leads.receivedAt), desc(leads.id)],
    cursorTime,
  };
}

/**
 * One page of leads, newest first (ties broken by id), or in the "due" order (waiting leads
 * soonest due first, then the rest newest first), keyset paged: a page costs the same deep in the
 * list as at its top, and rows arriving meanwhile never shift one onto the next page.
 */
export async function listLeads(filter: LeadFilter, cursor?: LeadCursor, sort: LeadSort = "newest"): Promise<LeadPage> {
  const backwards = cursor?.direction === "before";
  const { condition, order, cursorTime: rowCursorTime } = ordering(sort, cursor, backwards);
  const started = Boolean(condition);
  const where = and(leadConditions(filter), condition);
  const rows = await getDb()
    .select({ ...leadColumns, cursorTime: rowCursorTime, waiting: awaiting })
    .from(leads)
    .where(where)
    .orderBy(...order)
    .limit(LEADS_PAGE_SIZE + 1);

  const more = rows.length > LEADS_PAGE_SIZE;
  const page = rows.slice(0, LEADS_PAGE_SIZE);
  if (backwards) page.reverse();
  const deliveries = await leadDeliveries(page);
  const items = page.map((row): LeadRow => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    organization: row.organization,
    summary: row.summary,
    receivedAt: row.receivedAt,
    status: row.status,
    owner: row.owner,
    respondBy: row.respondBy,
    firstResponseAt: row.firstResponseAt,
    delivery: deliveries.get(row) ?? "none",
  }));
  const first = page[0];
  const last = page.at(-1);
  // Going forwards, a previous page exists when we came from one; going back, a next one does.
  const hasNext = backwards ? started : more;
  const hasPrevious = backwards ? more : started;
  const key = (row: (typeof rows)[number]) =>
    cursorValue({ receivedAt: row.cursorTime, id: row.id, waiting: sort === "due" ? row.waiting : undefined });
  return {
    items,
    next: hasNext && last ? key(last) : undefined,
    previous: hasPrevious && first ? key(first) : undefined,
  };
}

type LeadNote = { id: number; author: string; body: string; createdAt: Date };
type LeadEvent = {
  id: number;
  actor: string;
  at: Date;
  what: LeadEventKind;
  from: string | null;
  to: string | null;
};

export type LeadDetail = LeadRow & {
  contactRequestId: number | null;
  bookingId: string | null;
  assessmentId: number | null;
  updatedAt: Date;
  /** updated_at to the microsecond: the forms carry it to refuse a lost update. */
  version: string;
  notes: LeadNote[];
  events: LeadEvent[];
};

/** updated_at as text to the microsecond, the lead's version for optimistic locking. */
export const leadVersion = sql<string>`to_char(${leads.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A lead with its notes and history (newest first), or null when there is none with this id. */
export async function getLead(raw: string): Promise<LeadDetail | null> {
  const id = parseUuid(raw);
  if (!id) return null;
  const db = getDb();
  const [row] = await db
    .select({ ...leadColumns, updatedAt: leads.updatedAt, version: leadVersion })
    .from(leads)
    .where(eq(leads.id, id));
  if (!row) return null;
  const [notes, events, deliveries] = await Promise.all([
    db
      .select({ id: leadNotes.id, author: leadNotes.author, body: leadNotes.body, createdAt: leadNotes.createdAt })
      .from(leadNotes)
      .where(eq(leadNotes.leadId, row.id))
      .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    db
      .select({
        id: leadEvents.id,
        actor: leadEvents.actor,
        at: leadEvents.at,
        what: leadEvents.what,
        from: leadEvents.from,
        to: leadEvents.to,
      })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, row.id))
      .orderBy(desc(leadEvents.at), desc(leadEvents.id)),
    leadDeliveries([row]),
  ]);
  return { ...row, delivery: deliveries.get(row) ?? "none", notes, events };
}
