// Migration 0021 on an install that ran numbered seats: capacity 2, calls on seats 1 and 2 at one
// time, and a seat 3 left from a capacity since lowered. Each seat becomes a host (the third
// inactive), every call keeps its time with its seat's host, and the per-host constraint holds.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrationsOn } from "~/lib/db/migrate.server";

const DRIZZLE = path.resolve(import.meta.dirname, "../../drizzle");
let url: string;
let client: pg.Client;
let before: string;
const name = `t_seat_migration_${randomBytes(4).toString("hex")}`;

async function onServer(work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: inject("databaseUrl") });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  await onServer((admin) => admin.query(`create database "${name}"`));
  const target = new URL(inject("databaseUrl"));
  target.pathname = `/${name}`;
  url = target.toString();
  // The migrations as they stood before hosts: the journal cut before 0021.
  before = mkdtempSync(path.join(os.tmpdir(), "before-hosts-"));
  cpSync(DRIZZLE, before, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(before, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0021");
  writeFileSync(path.join(before, "meta/_journal.json"), JSON.stringify(journal));
  client = new pg.Client({ connectionString: url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  rmSync(before, { recursive: true, force: true });
  await onServer((admin) => admin.query(`drop database if exists "${name}" with (force)`));
});

describe("migration 0021 turns seats into hosts", () => {
  it("gives each seat a host, each call its seat's host, and refuses one host's overlap", async () => {
    await applyMigrationsOn(client, before);
    await client.query("update booking_settings set capacity = 2");
    const at = "2031-03-04T15:00:00Z";
    const end = "2031-03-04T15:15:00Z";
    for (const seat of [1, 2, 3])
      await client.query(
        `insert into bookings (starts_at, ends_at, blocked_until, seat, name, email, manage_token_hash)
         values ($1, $2, $2, $3, $4, 'x@example.com', $5)`,
        [at, end, seat, `Seat ${seat}`, `hash-${seat}`],
      );

    await applyMigrationsOn(client, DRIZZLE);

    const hosts = await client.query<{ id: string; name: string; active: boolean }>(
      "select id, name, active from booking_hosts order by created_at",
    );
    expect(hosts.rows.map((host) => [host.name, host.active])).toEqual([
      ["Our team", true],
      ["Our team 2", true],
      ["Our team 3", false],
    ]);
    const calls = await client.query<{ name: string; host_id: string }>(
      "select name, host_id from bookings order by name",
    );
    expect(calls.rows.map((call) => call.host_id)).toEqual(hosts.rows.map((host) => host.id));

    const second = client.query(
      `insert into bookings (starts_at, ends_at, blocked_until, host_id, name, email, manage_token_hash)
       values ($1, $2, $2, $3, 'Again', 'y@example.com', 'hash-again')`,
      ["2031-03-04T15:10:00Z", "2031-03-04T15:25:00Z", hosts.rows[0]!.id],
    );
    await expect(second).rejects.toMatchObject({ code: "23P01" });
    const columns = await client.query(
      "select column_name from information_schema.columns where (table_name, column_name) in (('bookings', 'seat'), ('booking_settings', 'capacity'))",
    );
    expect(columns.rows).toEqual([]);
  });
});
