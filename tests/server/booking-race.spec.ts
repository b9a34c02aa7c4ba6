// The rush on one time: 50 visitors press "Book this call" for the same slot at once, through two
// app instances on one PostgreSQL (capacity 1). Exactly one gets the call; the 49 others are told
// "That time was just taken" with other times and keep what they typed; nothing answers 5xx; the
// winner is e-mailed once.
import { expect, test } from "@playwright/test";
import { sendsTo } from "../fakes/emailjs/control";
import { eventually, honeypotOf, loadResources, query } from "../load/support";
import { expectBookedAndRefused, firstFreeSlot, rushOneTime } from "../support/booking-posts";
import { TEST_PHONE } from "../support/booking-form";

const resources = loadResources();

test("50 concurrent bookings of one slot across two instances: one booking, 49 clear refusals, no 5xx", async () => {
  test.setTimeout(180_000);
  const db = await resources.postgres(resources.dataDir("pg"));
  const fake = await resources.fakeEmailJs();
  const env = { ...fake.serverEnv, DATABASE_URL: db.url, BOOKING_RATE_LIMIT_MAX: "1000" };
  const [a, b] = await Promise.all([resources.site(env), resources.site(env)]);
  const honeypot = await honeypotOf(a.url);
  const { day, start } = await firstFreeSlot(a.url);

  const results = await rushOneTime([a, b], day, 50, (index) => ({
    ...honeypot,
    name: `Racer ${index}`,
    email: `racer-${index}@example.com`,
    organization: `Org ${index}`,
    phone: TEST_PHONE,
    location: "phone",
    start,
  }));

  const refused = expectBookedAndRefused(results, 1);
  expect(refused).toHaveLength(49);
  for (const refusal of refused) {
    expect(refusal.html).toMatch(/<button type="submit" value="\d{4}-[^"]+"[^>]*name="alternative"/);
    // What the visitor typed comes back in the form.
    expect(refusal.html).toMatch(/value="Org \d+"/);
  }
  expect(results.find((result) => result.status === 303)!.location).toMatch(
    /^\/book\/manage\/[A-Za-z0-9_-]{43}\?booked=1$/,
  );

  const rows = await query<{ email: string }>(
    db.url,
    "select email from bookings where starts_at = $1 and status <> 'cancelled'",
    [start],
  );
  expect(rows).toHaveLength(1);
  const winner = rows[0]!.email;

  // The winner's confirmation goes out once, with both instances' outbox workers running.
  await eventually(async () => (await sendsTo(winner, fake.url)).length >= 2, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const sends = await sendsTo(winner, fake.url);
  expect(sends.filter((send) => send.body.template_params.to_email === winner)).toHaveLength(1);
  expect(sends).toHaveLength(2);
  const others = await sendsTo(undefined, fake.url);
  expect(others.every((send) => send.email === winner)).toBe(true);
});
