// The booking race when PostgreSQL answers with a deadlock, for real: a second connection (the
// rival) holds an uncommitted booking that overlaps the slot, so the visitor's insert waits for it;
// then the rival inserts another row overlapping the visitor's pending one, and each waits for the
// other. PostgreSQL aborts the visitor's transaction (40P01). The rival does it again on every new
// attempt, so the visitor's retries run out: the answer must still be "taken", in bounded time.
import pg from "pg";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { bookingSettings, bookings } from "./tables";
import { action } from "~/routes/book.$day";
import { tokenForRefilledForm } from "~/spam/honeypot.server";
import { answerOf, runRoute } from "../../tests/support/route-harness";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { openEveryDay } from "../../tests/support/open-calendar";
import { loadAvailability } from "./availability.server";
import { bookSlot } from "./bookings.server";
import { RACE_BUDGET_MS } from "./seat-race.server";
import { addDays, daySlots, easternDay } from "./slots";
import { hashToken } from "./tokens.server";

let db: Database;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, url, drop } = await useFreshDatabase(inject("databaseUrl"), "seat_race"));
});
afterAll(async () => drop());
beforeEach(async () => {
  await db.delete(bookings);
  await db.update(bookingSettings).set({ callMinutes: 15, bufferMinutes: 0, noticeMinutes: 120 });
  await openEveryDay(db);
});

const MINUTE = 60_000;
const visitor = { name: "Ada Lovelace", email: "ada@example.com", organization: null, phone: null, topic: null };

async function slot(index: number): Promise<{ day: string; startsAt: Date }> {
  const day = addDays(easternDay(new Date()), 3);
  return { day, startsAt: daySlots(day, await loadAvailability(db))[index]!.startsAt };
}

/** The only host over [from, to) minutes after `startsAt`, inserted by the rival and not committed. */
async function holdSeat(rival: pg.Client, startsAt: Date, from: number, to: number) {
  const start = new Date(startsAt.getTime() + from * MINUTE);
  const end = new Date(startsAt.getTime() + to * MINUTE);
  await rival.query(
    `insert into bookings (starts_at, ends_at, blocked_until, host_id, name, email, manage_token_hash)
     values ($1, $2, $2, (select id from booking_hosts order by created_at limit 1), 'Rival', 'rival@example.com', $3)`,
    [start, end, hashToken(`rival-${from}-${Math.random()}`)],
  );
}

/** True while another backend of this database waits for a lock (the visitor's insert, here). */
async function someoneWaits(rival: pg.Client): Promise<boolean> {
  const { rows } = await rival.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.n > 0;
}

/**
 * Runs `attempt` (a booking of the slot at `startsAt`) against a rival that deadlocks it every
 * time it waits, until it settles. Returns its outcome (or what it threw) and how many deadlocks the
 * rival caused.
 */
async function whileDeadlocking<T>(startsAt: Date, attempt: () => Promise<T>) {
  const rival = new pg.Client({ connectionString: url });
  await rival.connect();
  try {
    await rival.query("begin");
    // Only the visitor's session should notice the deadlock; a superuser can make sure of it.
    const { rows } = await rival.query<{ su: string }>("select current_setting('is_superuser') as su");
    if (rows[0]!.su === "on") await rival.query("set local deadlock_timeout = '60s'");
    // Overlaps the slot's start; the visitor's read before its transaction does not see it.
    await holdSeat(rival, startsAt, -10, 1);

    let settled: { value: T } | { error: unknown } | undefined;
    const started = Date.now();
    const running = attempt().then(
      (value) => (settled = { value }),
      (error: unknown) => (settled = { error }),
    );
    let deadlocks = 0;
    // Disjoint minutes inside the slot: each overlaps the visitor's row, none the rival's others.
    for (let minute = 1; minute < 15; minute++) {
      while (!settled && !(await someoneWaits(rival))) await new Promise((resolve) => setTimeout(resolve, 20));
      if (settled) break;
      await holdSeat(rival, startsAt, minute, minute + 1);
      deadlocks++;
    }
    await running;
    return { settled: settled!, deadlocks, ms: Date.now() - started };
  } finally {
    await rival.query("rollback").catch(() => undefined);
    await rival.end();
  }
}

describe("a booking that PostgreSQL keeps aborting as a deadlock", () => {
  it("is answered 'taken' within the time budget, not with an error", async () => {
    const { startsAt } = await slot(4);
    const { settled, deadlocks, ms } = await whileDeadlocking(startsAt, () =>
      bookSlot(visitor, { startsAt, clientIp: null }),
    );
    expect("value" in settled ? settled.value.kind : settled.error).toBe("taken");
    expect(deadlocks).toBeGreaterThanOrEqual(2);
    // The budget, plus a little for the nearest free times read afterwards.
    expect(ms).toBeLessThan(RACE_BUDGET_MS + 2_000);
    expect(await db.select().from(bookings).where(eq(bookings.email, visitor.email))).toEqual([]);
  });

  it("is answered by the booking form with 409 'That time was just taken', keeping what was typed", async () => {
    const { day, startsAt } = await slot(6);
    const form = {
      name: "Grace Hopper",
      email: "grace@example.com",
      organization: "Navy",
      phone: "(404) 555-0142",
      location: "phone",
      start: startsAt.toISOString(),
      website_url: "",
      form_started: tokenForRefilledForm(),
    };
    const { settled, deadlocks } = await whileDeadlocking(startsAt, () =>
      runRoute(action, { method: "POST", path: `/book/${day}`, params: { day }, form, admin: null }),
    );
    if (!("value" in settled)) throw settled.error;
    expect(deadlocks).toBeGreaterThanOrEqual(2);
    const { outcome } = settled.value;
    if ("thrown" in outcome) throw outcome.thrown;
    const answer = answerOf(outcome.returned);
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      refusal: { alert: { title: "That time was just taken" }, values: { organization: "Navy" } },
    });
  });
});
