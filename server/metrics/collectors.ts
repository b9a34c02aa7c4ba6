import { count, eq, sql } from "drizzle-orm";
import { Counter, Gauge, type Registry } from "prom-client";
import { getDb, getPool } from "../../app/lib/db/client.server";
import { contactRequests } from "../../app/contact/tables";
import { registerOutbox } from "../../app/lib/metrics.server";
import type { PageCache } from "../page-cache";

/** The pool's clients at scrape time; nothing while the database is not connected. */
export function poolMetrics(registry: Registry) {
  new Gauge({
    name: "site_db_pool_clients",
    help: "PostgreSQL pool clients: total (open), idle, and waiting (queries queued for a client).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.reset();
      let pool: ReturnType<typeof getPool>;
      try {
        pool = getPool();
      } catch {
        return;
      }
      this.labels("total").set(pool.totalCount);
      this.labels("idle").set(pool.idleCount);
      this.labels("waiting").set(pool.waitingCount);
    },
  });
}

/** Hits and misses as the cache counts them, and what it holds; `cache()` is read at each scrape. */
export function pageCacheMetrics(registry: Registry, cache: () => PageCache | undefined) {
  const hits = new Counter({
    name: "site_page_cache_hits_total",
    help: "Anonymous page requests answered from the shared page cache.",
    registers: [registry],
  });
  const misses = new Counter({
    name: "site_page_cache_misses_total",
    help: "Anonymous page requests that had to wait for a render (first visit, expired or dropped copy).",
    registers: [registry],
  });
  new Gauge({
    name: "site_page_cache_bytes",
    help: "Bytes of pages held by the shared page cache (PAGE_CACHE_MAX_MB is the ceiling).",
    registers: [registry],
    collect() {
      this.set(cache()?.stats().bytes ?? 0);
    },
  });
  return (result: "hit" | "miss") => (result === "hit" ? hits.inc() : misses.inc());
}

/**
 * The queues behind site_outbox_depth: contact requests waiting for their e-mail, and the rows of
 * an `email_outbox` table where one exists. That table belongs to another capability and may not
 * be there (or may change shape), so it is looked up at each scrape and counted by what it has.
 */
export function registerSiteOutboxes() {
  registerOutbox("contact_requests", async () => {
    const [row] = await getDb()
      .select({ pending: count() })
      .from(contactRequests)
      .where(eq(contactRequests.status, "pending"));
    return row?.pending ?? 0;
  });
  registerOutbox("email_outbox", async () => {
    const { rows } = await getPool().query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'email_outbox'",
    );
    if (rows.length === 0) return null;
    const columns = new Set(rows.map((row) => row.column_name));
    const where = columns.has("status")
      ? "where status = 'pending'"
      : columns.has("sent_at")
        ? "where sent_at is null"
        : "";
    const result = await getDb().execute<{ pending: number }>(
      sql.raw(`select count(*)::int as pending from email_outbox ${where}`),
    );
    return result.rows[0]?.pending ?? 0;
  });
}
