// Reminder e-mails before a booked call, on two instances of the site sharing one PostgreSQL, with
// their clocks moved by the test (tests/fakes/clock/preload.mjs) and e-mail going to the fake
// EmailJS. Each call gets exactly one 24-hour and one 1-hour reminder with its manage link, a
// cancelled call none, and a moved call its reminders at the new time, never the old time's, even
// one that was waiting in the outbox (EmailJS down) when the call moved.
import { TEST_PHONE } from "../support/booking-form";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { FAKE_EMAILJS_PRELOAD, sendsTo, setEmailJsMode } from "../fakes/emailjs/control";
import { eventually, honeypotOf, loadResources } from "../load/support";
import { freeTimesOnOneDay, postBooking } from "../support/booking-posts";
import type { RunningServer } from "../support/server-process";
import { FAKE_CLOCK_PRELOAD, setFakeClock } from "../fakes/clock/control";

const resources = loadResources();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Books `start` on `day` for `email`; returns its start and the manage link the visitor was sent to.
 */
async function book(server: RunningServer, day: string, start: string, email: string) {
  const answer = await postBooking(
    server,
    day,
    new URLSearchParams({
      ...(await honeypotOf(server.url)),
      name: "Reminded Visitor",
      email,
      phone: TEST_PHONE,
      location: "phone",
      start,
    }),
  );
  expect(answer.status, answer.html).toBe(303);
  const manage = answer.location!.replace(/\?.*$/, "");
  return { start: Date.parse(start), manage: `${server.url}${manage}` };
}

async function post(url: string, origin: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  expect(response.status).toBeLessThan(400);
}

/** A free time on a later day than `after`, as the move page offers it at the server's clock. */
async function laterTime(manage: string, after: number): Promise<string> {
  const page = await (await fetch(`${manage}/move`)).text();
  const days = [...new Set([...page.matchAll(/day=(\d{4}-\d{2}-\d{2})/g)].map((match) => match[1]!))];
  for (const day of days) {
    const times = await (await fetch(`${manage}/move?day=${day}`)).text();
    const start = [...times.matchAll(/<button type="submit" value="([^"]+)"/g)]
      .map((match) => match[1]!)
      .find((value) => Date.parse(value) > after + 24 * HOUR);
    if (start) return start;
  }
  throw new Error("no later time on the move page");
}

type Reminder = { reminder: string; startsAt: string; manageUrl: string };

async function remindersTo(email: string, fakeUrl: string): Promise<Reminder[]> {
  return (await sendsTo(email, fakeUrl))
    .filter((send) => send.mode === "up" && send.body.template_params.kind === "reminder")
    .map(({ body: { template_params: params } }) => ({
      reminder: params.reminder!,
      startsAt: params.starts_at_utc!,
      // SITE_URL is the default, not the test server's own address: the link's path is what counts.
      manageUrl: new URL(params.manage_url!).pathname,
    }));
}

test("two instances send each call one 24-hour and one 1-hour reminder; none once cancelled; a moved call's at its new time", async () => {
  test.setTimeout(240_000);
  const db = await resources.postgres(resources.dataDir("pg"));
  const fake = await resources.fakeEmailJs();
  const clock = path.join(resources.dataDir("clock"), "offset");
  await setFakeClock(clock, Date.now());
  const env = {
    ...fake.serverEnv,
    NODE_OPTIONS: `--import=${FAKE_EMAILJS_PRELOAD} --import=${FAKE_CLOCK_PRELOAD}`,
    FAKE_CLOCK_FILE: clock,
    DATABASE_URL: db.url,
    BOOKING_RATE_LIMIT_MAX: "1000",
    // Both instances look for due reminders every second (a minute in production).
    BOOKING_REMINDER_CHECK_SECONDS: "1",
  };
  const [a, b] = await Promise.all([resources.site(env), resources.site(env)]);
  const stamp = Date.now();
  const kept = `kept-${stamp}@example.com`;
  const cancelled = `cancelled-${stamp}@example.com`;
  const moved = `moved-${stamp}@example.com`;

  // Three calls in a row on one day, more than a day ahead (a call booked within a day of its start
  // gets no 24-hour reminder), booked now; the second is cancelled at once. On one day, so the first
  // call's 24-hour mark is still within its grace (6 hours) when the last call's passes: the first
  // open times after 5 PM could otherwise be one that evening and the next morning's.
  const { day, starts } = await freeTimesOnOneDay(a.url, Date.now() + 25 * HOUR, 3);
  const keptCall = await book(a, day, starts[0]!, kept);
  const cancelledCall = await book(b, day, starts[1]!, cancelled);
  const movedCall = await book(a, day, starts[2]!, moved);
  await post(cancelledCall.manage, b.url, { intent: "cancel" });
  expect(movedCall.start).toBeGreaterThan(keptCall.start);

  // EmailJS refuses the third visitor's mail for now: their reminder will wait in the outbox.
  await setEmailJsMode(moved, "down", fake.url);

  // A minute into the last call's 24-hour mark: the kept call's reminder goes; the third's is tried.
  await setFakeClock(clock, movedCall.start - 24 * HOUR + MINUTE);
  await eventually(async () => (await remindersTo(kept, fake.url)).length === 1, 30_000);
  expect(await remindersTo(kept, fake.url)).toEqual([
    {
      reminder: "first",
      startsAt: new Date(keptCall.start).toISOString(),
      manageUrl: new URL(keptCall.manage).pathname,
    },
  ]);
  await eventually(
    async () =>
      (await sendsTo(moved, fake.url)).some(
        (send) => send.mode === "down" && send.body.template_params.kind === "reminder",
      ),
    30_000,
  );

  // The third call moves to a later day while its reminder waits; EmailJS takes mail again. The
  // old time's reminder never goes, nor does a 1-hour one when the old time's mark passes.
  const newStart = await laterTime(movedCall.manage, movedCall.start);
  await post(`${movedCall.manage}/move`, a.url, { start: newStart });
  await setEmailJsMode(moved, "up", fake.url);
  await setFakeClock(clock, keptCall.start - HOUR + 30_000);
  await eventually(async () => (await remindersTo(kept, fake.url)).length === 2, 30_000);
  await setFakeClock(clock, movedCall.start - HOUR + 30_000);
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  expect(await remindersTo(moved, fake.url)).toEqual([]);

  // The new time's two reminders, a day later.
  await setFakeClock(clock, Date.parse(newStart) - 24 * HOUR + 30_000);
  await eventually(async () => (await remindersTo(moved, fake.url)).length === 1, 30_000);
  await setFakeClock(clock, Date.parse(newStart) - HOUR + 30_000);
  await eventually(async () => (await remindersTo(moved, fake.url)).length === 2, 30_000);

  // Several ticks of both instances later, still exactly these.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  expect(await remindersTo(kept, fake.url)).toEqual([
    {
      reminder: "first",
      startsAt: new Date(keptCall.start).toISOString(),
      manageUrl: new URL(keptCall.manage).pathname,
    },
    {
      reminder: "last",
      startsAt: new Date(keptCall.start).toISOString(),
      manageUrl: new URL(keptCall.manage).pathname,
    },
  ]);
  expect(await remindersTo(moved, fake.url)).toEqual([
    { reminder: "first", startsAt: newStart, manageUrl: new URL(movedCall.manage).pathname },
    { reminder: "last", startsAt: newStart, manageUrl: new URL(movedCall.manage).pathname },
  ]);
  expect(await remindersTo(cancelled, fake.url)).toEqual([]);
  // And the cancelled visitor had their confirmation and cancellation, nothing else.
  const cancelledKinds = (await sendsTo(cancelled, fake.url))
    .filter((send) => send.body.template_params.to_email === cancelled)
    .map((send) => send.body.template_params.kind);
  expect(cancelledKinds.sort()).toEqual(["booked", "cancelled"]);
});
