import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from "./kinds";

/**
 * What staff narrow the lead list by, as it travels in the list's address (a GET form), so a
 * filtered list can be bookmarked, shared and exported as it is. Dates are Eastern calendar days.
 */
export type LeadFilter = {
  q?: string;
  kind?: LeadKind;
  status?: LeadStatus;
  /** A staff e-mail (lower case), or "none" for leads nobody owns yet. */
  owner?: string | "none";
  /** YYYY-MM-DD, the first Eastern day included. */
  from?: string;
  /** YYYY-MM-DD, the last Eastern day included. */
  to?: string;
  /** Where the lead came from (insights' source, "unknown" for none recorded), any case. */
  source?: string;
  /** The campaign of the visit that brought the lead (lower case). */
  campaign?: string;
};

export type LeadFilterErrors = Partial<Record<keyof LeadFilter, string>>;

export const SEARCH_MAX_LENGTH = 200;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
// A staff e-mail, or the local administrator's label: printable, one line.
const OWNER_PATTERN = /^[^\p{Cc}]{1,254}$/u;
// A source or campaign as insights records them: printable, one line, at most 100 characters.
const LABEL_PATTERN = /^[^\p{Cc}]{1,100}$/u;

function isRealDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function oneOf<T extends string>(values: readonly T[], raw: string): T | undefined {
  return (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/**
 * Reads a filter from the list's query string. A value that cannot be used is left out of the
 * filter and explained in `errors` (the page shows it by its field), so a mistyped address still
 * lists leads rather than failing.
 */
export function parseLeadFilter(searchParams: URLSearchParams): { filter: LeadFilter; errors: LeadFilterErrors } {
  const filter: LeadFilter = {};
  const errors: LeadFilterErrors = {};
  const read = (name: keyof LeadFilter) => searchParams.get(name)?.trim() ?? "";

  // Control characters (a NUL above all, which PostgreSQL refuses in text) never help a search.
  const q = read("q")
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim();
  if (q.length > SEARCH_MAX_LENGTH) errors.q = `Search for at most ${SEARCH_MAX_LENGTH} characters.`;
  else if (q) filter.q = q;

  const kind = read("kind");
  if (kind) {
    filter.kind = oneOf(LEAD_KINDS, kind);
    if (!filter.kind) errors.kind = "Choose a kind from the list.";
  }
  const status = read("status");
  if (status) {
    filter.status = oneOf(LEAD_STATUSES, status);
    if (!filter.status) errors.status = "Choose a status from the list.";
  }
  const owner = read("owner").toLowerCase();
  if (owner === "none") filter.owner = "none";
  else if (owner && OWNER_PATTERN.test(owner)) filter.owner = owner;
  else if (owner) errors.owner = "Choose an owner from the list.";

  for (const name of ["from", "to"] as const) {
    const day = read(name);
    if (!day) continue;
    if (isRealDay(day)) filter[name] = day;
    else errors[name] = "Enter a date as YYYY-MM-DD, for example 2026-03-04.";
  }
  const source = read("source");
  if (source && LABEL_PATTERN.test(source)) filter.source = source;
  else if (source) errors.source = "Choose a source from the list.";
  const campaign = read("campaign").toLowerCase();
  if (campaign && LABEL_PATTERN.test(campaign)) filter.campaign = campaign;
  else if (campaign) errors.campaign = "Choose a campaign from the list.";

  if (filter.from && filter.to && filter.from > filter.to) {
    errors.to = "The end date is before the start date.";
    delete filter.to;
  }
  return { filter, errors };
}

/** The query string of a filter (only the values set), for links and the export. */
export function leadFilterSearchParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["q", "kind", "status", "owner", "from", "to", "source", "campaign"] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** True when the filter narrows the list at all. */
export function isFiltered(filter: LeadFilter): boolean {
  return leadFilterSearchParams(filter).size > 0;
}

/**
 * The list's order: "due" (the default) puts the leads still waiting for a first response on top,
 * the soonest due first, then the rest newest first; "newest" is by arrival only.
 */
export const LEAD_SORTS = ["due", "newest"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** The order named in the query string (`sort`); anything else is the default. */
export function parseLeadSort(searchParams: URLSearchParams): LeadSort {
  return oneOf(LEAD_SORTS, searchParams.get("sort")?.trim() ?? "") ?? "due";
}

/**
 * Where a page of the list starts: after (older than) or before (newer than) a row, named by its
 * received time to the microsecond and its id. Opaque to staff; travels as `after` or `before`.
 * In the "due" order it also says whether the row was waiting (then the time is its due time).
 */
export type LeadCursor = { direction: "after" | "before"; receivedAt: string; id: string; waiting?: boolean };

const CURSOR_PATTERN =
  /^(?:([wr])\.)?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The page's cursor from the query string; a damaged one is ignored (the first page shows). */
export function parseLeadCursor(searchParams: URLSearchParams): LeadCursor | undefined {
  for (const direction of ["after", "before"] as const) {
    const match = CURSOR_PATTERN.exec(searchParams.get(direction) ?? "");
    if (!match) continue;
    const cursor: LeadCursor = { direction, receivedAt: match[2]!, id: match[3]! };
    if (match[1]) cursor.waiting = match[1] === "w";
    return cursor;
  }
  return undefined;
}

export function cursorValue(cursor: Pick<LeadCursor, "receivedAt" | "id" | "waiting">): string {
  const group = cursor.waiting === undefined ? "" : cursor.waiting ? "w." : "r.";
  return `${group}${cursor.receivedAt}_${cursor.id}`;
}
