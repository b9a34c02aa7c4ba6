import { Readable, Transform, pipeline } from "node:stream";
import { desc, eq, sql } from "drizzle-orm";
import QueryStream from "pg-query-stream";
import { getDb, getPool } from "~/lib/db/client.server";
import { assessments } from "~/assessment/tables";
import { bookings } from "~/booking/tables";
import { contactRequests } from "~/contact/tables";
import { leadOrigin } from "~/insights/lead-attribution.server";
import { leads } from "./tables";
import { logger } from "~/lib/log.server";
import { leadCsvRecord, leadCsvStream, type LeadCsvRow } from "./csv.server";
import type { LeadFilter } from "./filters";
import { KIND_LABELS, STATUS_LABELS, type LeadKind, type LeadStatus } from "./kinds";
import { leadConditions } from "./query.server";

const log = logger("lead-export");

/** Rows fetched from the cursor at a time: enough to keep PostgreSQL busy, little enough to stay flat in memory. */
const BATCH_SIZE = 500;

/**
 * The export's query: the list's own WHERE (leadConditions), newest first, with the phone number
 * from whichever source holds one and the visit that brought the lead. Named columns, so rows read
 * the same whatever the select's order.
 */
function exportQuery(filter: LeadFilter) {
  const origin = leadOrigin(leads.id);
  return getDb()
    .select({
      id: leads.id,
      kind: leads.kind,
      status: leads.status,
      owner: leads.owner,
      name: leads.name,
      email: leads.email,
      organization: leads.organization,
      summary: leads.summary,
      receivedAt: sql<Date>`${leads.receivedAt}`.as("received_at"),
      phone: sql<string | null>`coalesce(${contactRequests.phone}, ${bookings.phone}, ${assessments.phone})`.as(
        "phone",
      ),
      source: origin.source,
      medium: origin.medium,
      campaign: origin.campaign,
      entryPath: origin.entryPath,
    })
    .from(leads)
    .leftJoin(contactRequests, eq(contactRequests.id, leads.contactRequestId))
    .leftJoin(bookings, eq(bookings.id, leads.bookingId))
    .leftJoin(assessments, eq(assessments.id, leads.assessmentId))
    .leftJoinLateral(origin, sql`true`)
    .where(leadConditions(filter))
    .orderBy(desc(leads.receivedAt), desc(leads.id))
    .toSQL();
}

type DbRow = {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  owner: string | null;
  name: string;
  email: string;
  organization: string | null;
  summary: string;
  received_at: Date;
  phone: string | null;
  // The lead's own conversion (insights), null when none was recorded.
  origin_source: string | null;
  origin_medium: string | null;
  origin_campaign: string | null;
  origin_entry_path: string | null;
};

const toLead = (row: DbRow): LeadCsvRow => ({
  id: row.id,
  // The words the list shows, not the stored codes.
  kind: KIND_LABELS[row.kind],
  status: STATUS_LABELS[row.status],
  owner: row.owner,
  name: row.name,
  email: row.email,
  organization: row.organization,
  phone: row.phone,
  summary: row.summary,
  receivedAt: row.received_at,
  source: row.origin_source ?? "",
  medium: row.origin_medium ?? "",
  campaign: row.origin_campaign ?? "",
  entryPage: row.origin_entry_path ?? "",
});

/**
 * The leads of a filter as CSV bytes, streamed from a PostgreSQL cursor: a batch is fetched only
 * when the CSV writer (and, behind it, the client) has taken the last, so memory stays flat
 * whatever the count. However the stream ends (done, failed, the client gone and the stream
 * cancelled, or `signal` aborted) the cursor is closed and its connection given back to the pool.
 */
export async function streamLeadsCsv(
  filter: LeadFilter,
  options: { siteUrl: string; signal?: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  const { sql: text, params } = exportQuery(filter);
  const client = await getPool().connect();
  const rows = client.query(new QueryStream(text, params, { batchSize: BATCH_SIZE }));
  const records = new Transform({
    objectMode: true,
    transform(row: DbRow, _encoding, done) {
      done(null, leadCsvRecord(toLead(row), options.siteUrl));
    },
  });
  const csv = leadCsvStream();
  let released = false;
  const release = (error?: Error | null) => {
    if (released) return;
    released = true;
    // A connection whose cursor was cut off mid-way is not reused: its protocol state is unknown.
    client.release(error ? true : undefined);
  };
  const output: Readable = pipeline(rows, records, csv, (error) => {
    if (error && error.name !== "AbortError" && error.code !== "ERR_STREAM_PREMATURE_CLOSE")
      log.error("the lead export failed mid-way", { error });
    release(error);
  });
  const stop = () => output.destroy();
  options.signal?.addEventListener("abort", stop, { once: true });
  output.once("close", () => options.signal?.removeEventListener("abort", stop));
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
