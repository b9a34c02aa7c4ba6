// Staff calendars, JavaScript on and off: staff paste the private address of a calendar served by a
// loopback calendar server (tests/support/ical-server.ts), it is read, and its busy time leaves
// /book; when the calendar server fails, /admin/calendars says so and the time stays taken; once
// the address is removed the time is offered again. The address's key is never shown in full.
import { appendFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { BUSINESS_OWNER_ID } from "../../app/calendar-sync/tables";
import { signInAsAdmin, staffHydrated } from "../support/admin";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR, E2E_SECRETS_FILE } from "../support/e2e";
import { icalOf, startIcalServer } from "../support/ical-server";
import { openBookingDay } from "../support/booking-days";
import { expect, test } from "./fixtures";

// The business calendar is one for the whole site: the two projects take turns under an advisory
// lock of the e2e database, and each leaves it without an address.
const BUSINESS_CALENDAR_LOCK = 27_035;

async function holdBusinessCalendar() {
  const client = await connectToDataDir(E2E_DATA_DIR);
  await client.query("select pg_advisory_lock($1)", [BUSINESS_CALENDAR_LOCK]);
  return async () => {
    await client.query("delete from calendar_feeds where owner_id = $1", [BUSINESS_OWNER_ID]);
    await client.query("select pg_advisory_unlock($1)", [BUSINESS_CALENDAR_LOCK]);
    await client.end();
  };
}

/** The instants of the times a day's page offers. */
async function offeredTimes(page: Page, dayPath: string): Promise<string[]> {
  await page.goto(dayPath);
  const links = page.getByTestId("booking-slots").getByRole("link");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
  return hrefs.map((href) => new URL(href, "http://site").searchParams.get("at") ?? "");
}

async function openCalendars(page: Page, jsOn: boolean) {
  await page.goto("/admin/calendars");
  await staffHydrated(page, jsOn);
  return page.getByRole("region", { name: "Business calendar" });
}

test("a pasted calendar address takes its busy time off /book; a failing feed is shown to staff and keeps it", async ({
  page,
}, testInfo) => {
  // Includes waiting for the other project's turn with the business calendar.
  test.setTimeout(180_000);
  const jsOn = testInfo.project.use.javaScriptEnabled !== false;
  const port = jsOn ? 4403 : 4404;
  const release = await holdBusinessCalendar();
  const calendars = await startIcalServer(port);
  try {
    // A time on a day near the start of the list, which the booking tests (counting from the end) leave alone.
    await page.goto("/book");
    await openBookingDay(page, { fromStart: jsOn ? 3 : 4 });
    await expect(page.getByTestId("booking-slots").getByRole("link").first()).toBeVisible();
    const dayPath = new URL(page.url()).pathname;
    const before = await offeredTimes(page, dayPath);
    const busy = before.at(-2)!;
    const start = new Date(busy);
    const feed = calendars.add(icalOf([{ start, end: new Date(start.getTime() + 15 * 60_000) }]));
    // tests/log-check proves the server's log never holds it.
    appendFileSync(E2E_SECRETS_FILE, `${feed.key}\n`);

    await signInAsAdmin(page, "/admin/calendars");
    let card = await openCalendars(page, jsOn);
    await expect(card.getByTestId("calendar-address")).toHaveText("None yet");
    await card.getByLabel(/private iCal address/i).fill(feed.url);
    await card.getByRole("button", { name: /^(Save|Replace) the address$/ }).click();
    await expect(card.getByTestId("calendar-address")).toHaveText(`127.0.0.1:${port}/…/basic.ics`);
    await expect(card.getByTestId("calendar-last-ok")).not.toHaveText("Never");
    await expect(card.getByRole("alert")).toHaveCount(0);
    expect(await page.content()).not.toContain(feed.key);

    // Exactly that time is gone from the day.
    expect(await offeredTimes(page, dayPath)).toEqual(before.filter((time) => time !== busy));

    // The calendar server fails: staff see why, and the busy time of the last good read stays.
    calendars.set(feed.key, { behaviour: "error" });
    card = await openCalendars(page, jsOn);
    await card.getByRole("button", { name: "Sync now" }).click();
    await expect(card.getByRole("alert")).toContainText("The last read failed");
    await expect(card.getByTestId("calendar-error")).toHaveText("The calendar server answered with an error (500).");
    expect(await page.content()).not.toContain(feed.key);
    expect(await offeredTimes(page, dayPath)).not.toContain(busy);

    // Removed: the time is offered again.
    card = await openCalendars(page, jsOn);
    await card.getByRole("button", { name: "Remove the address" }).click();
    await expect(card.getByTestId("calendar-address")).toHaveText("None yet");
    expect(await offeredTimes(page, dayPath)).toEqual(before);
    // The state axe judges last: the page with the form and no feed.
    await openCalendars(page, jsOn);
  } finally {
    await release();
    await calendars.close();
  }
});

test("an address that cannot be read is refused next to the field, and nothing is stored", async ({
  page,
}, testInfo) => {
  const jsOn = testInfo.project.use.javaScriptEnabled !== false;
  const release = await holdBusinessCalendar();
  try {
    await signInAsAdmin(page, "/admin/calendars");
    const card = await openCalendars(page, jsOn);
    // The browser's own check (a URL) passes; the server's does not: no credentials in the address.
    await card.getByLabel(/private iCal address/i).fill("https://ada:secret@calendar.example.com/basic.ics");
    await card.getByRole("button", { name: /^(Save|Replace) the address$/ }).click();
    await expect(card.getByText("Leave the user name and password out of the address")).toBeVisible();
    await expect(card.getByLabel(/private iCal address/i)).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByTestId("calendar-address")).toHaveText("None yet");
  } finally {
    await release();
  }
});
