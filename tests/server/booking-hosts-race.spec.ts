// Two hosts and a rush on one time, through two app instances on one PostgreSQL: 100 visitors
// press "Book this call" for the same slot at once. Exactly two get the call, one with each host
// (a visitor who loses one host on insert goes on to the other); the 98 others are told "That time
// was just taken"; nothing answers 5xx.
import { TEST_PHONE } from "../support/booking-form";
import { expect, test } from "@playwright/test";
import { honeypotOf, loadResources, query } from "../load/support";
import { expectBookedAndRefused, firstFreeSlot, rushOneTime } from "../support/booking-posts";

const resources = loadResources();

test("100 concurrent bookings of one slot with two hosts, across two instances: two bookings, one per host, no 5xx", async () => {
  test.setTimeout(240_000);
  const db = await resources.postgres(resources.dataDir("pg"));
  const fake = await resources.fakeEmailJs();
  const env = { ...fake.serverEnv, DATABASE_URL: db.url, BOOKING_RATE_LIMIT_MAX: "1000" };
  const [a, b] = await Promise.all([resources.site(env), resources.site(env)]);
  // The migration made the first host; staff add a second (as /admin/hosts does).
  await query(db.url, "insert into booking_hosts (name) values ('Second host')");
  const hosts = await query<{ id: string }>(db.url, "select id from booking_hosts where active");
  expect(hosts).toHaveLength(2);
  const honeypot = await honeypotOf(a.url);
  const { day, start } = await firstFreeSlot(a.url);

  const results = await rushOneTime([a, b], day, 100, (index) => ({
    ...honeypot,
    name: `Racer ${index}`,
    email: `racer-${index}@example.com`,
    phone: TEST_PHONE,
    location: "phone",
    start,
  }));

  expect(expectBookedAndRefused(results, 2)).toHaveLength(98);

  const rows = await query<{ host_id: string }>(
    db.url,
    "select host_id from bookings where starts_at = $1 and status <> 'cancelled'",
    [start],
  );
  expect(rows.map((row) => row.host_id).sort()).toEqual(hosts.map((host) => host.id).sort());
});
