// Booking the discovery call, with JavaScript on and off: pick a day and a time, book, get the
// confirmation (page, .ics, one e-mail through the fake EmailJS), cancel and book again, move, and
// the clear page of a link that leads nowhere. Each project books on its own day, so the two
// projects running side by side never race each other for a time.
import ICAL from "ical.js";
import type { Page, TestInfo } from "@playwright/test";
import { sendsTo, setEmailJsMode } from "../fakes/emailjs/control";
import { openBookingDay } from "../support/booking-days";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { eventually } from "../support/server-process";
import { expect, test } from "./fixtures";
import { phoneField, TEST_PHONE } from "../support/booking-form";

const unique = (label: string) =>
  `booking-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Days from the end of the list: each project and test its own, far from the others. */
function dayIndex(testInfo: TestInfo, offset: number): number {
  return (testInfo.project.use.javaScriptEnabled === false ? 2 : 0) + offset * 4;
}

async function pickDayAndTime(page: Page, fromEnd: number, slot = 0) {
  await openBookingDay(page, { fromEnd });
  const times = page.getByTestId("booking-slots").getByRole("link");
  await expect(times.first()).toBeVisible();
  const label = (await times.nth(slot).innerText()).split("\n")[0]!;
  await times.nth(slot).click();
  await expect(page.getByRole("heading", { name: "3. Your details" })).toBeVisible();
  return label;
}

async function fillAndBook(page: Page, email: string) {
  const form = page.locator("#booking-form");
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Organization").fill("Analytical Engines");
  await phoneField(form).fill(TEST_PHONE);
  await form.getByLabel("What would you like to talk about?").fill("Backups for our two offices.");
  await form.getByRole("button", { name: "Book this call" }).click();
}

async function bookingRows(email: string) {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    const result = await client.query<{ status: string; assessment_ref: string | null; starts_at: Date }>(
      "select status, assessment_ref, starts_at from bookings where email = $1 order by created_at",
      [email],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

const visitorSends = async (email: string) =>
  (await sendsTo(email)).filter((send) => send.body.template_params.to_email === email);

test("book, get the confirmation and its calendar file, cancel, book again and move", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = unique("flow");
  await page.goto("/book?assessment=audit_e2e-42");
  await expect(page.getByRole("heading", { level: 1, name: "Book a 15-minute discovery call" })).toBeVisible();
  const time = await pickDayAndTime(page, dayIndex(testInfo, 0));
  await fillAndBook(page, email);

  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible();
  await expect(page.getByTestId("booking-when")).toContainText(time);
  const manageUrl = page.url().replace(/\?.*$/, "");
  expect(manageUrl).toMatch(/\/book\/manage\/[A-Za-z0-9_-]{43}$/);
  expect(await bookingRows(email)).toMatchObject([{ status: "confirmed", assessment_ref: "audit_e2e-42" }]);

  // The calendar file, read by an independent parser.
  const icsHref = await page.getByRole("link", { name: "Calendar file (.ics)" }).getAttribute("href");
  const ics = await (await page.request.get(icsHref!)).text();
  const event = ICAL.Component.fromString(ics).getFirstSubcomponent("vevent")!;
  const start = (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate();
  expect(start.toISOString()).toBe((await bookingRows(email))[0]!.starts_at.toISOString());
  await expect(page.getByRole("link", { name: "Google Calendar" })).toHaveAttribute("href", /calendar\.google\.com/);

  // One confirmation e-mail through the fake EmailJS.
  await eventually(async () => (await visitorSends(email)).length === 1);
  const [confirmation] = await visitorSends(email);
  expect(confirmation!.body.template_params.manage_url).toBe(manageUrl);

  // Cancel: the time is free again at once, and booking it again works.
  await page.getByRole("link", { name: "Cancel this call" }).click();
  await page.getByRole("button", { name: "Yes, cancel the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This call is cancelled" })).toBeVisible();
  await page.getByRole("link", { name: "Book a new time" }).click();
  const again = await pickDayAndTime(page, dayIndex(testInfo, 0));
  expect(again).toBe(time);
  await fillAndBook(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible();
  expect((await bookingRows(email)).map((row) => row.status)).toEqual(["cancelled", "confirmed"]);

  // Move it to another time of another day.
  await page.getByRole("link", { name: "Move to another time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Move your call" })).toBeVisible();
  const moveDays = page.getByRole("main").getByRole("link", { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), / });
  await openBookingDay(page, { fromEnd: 1 + dayIndex(testInfo, 1) }, moveDays);
  const target = page.getByTestId("move-slots").getByRole("button").nth(3);
  const targetTime = (await target.innerText()).split("\n")[0]!;
  await target.click();
  await expect(page.getByRole("heading", { level: 1, name: "Your discovery call" })).toBeVisible();
  await expect(page.getByTestId("booking-when")).toContainText(targetTime);
  await eventually(async () => (await visitorSends(email)).some((send) => send.body.template_params.kind === "moved"));
});

test("a manage link that leads nowhere gets a clear page, not an error", async ({ page }) => {
  for (const path of ["/book/manage/not-a-real-link", `/book/manage/${"A".repeat(43)}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We could not find that booking" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a new time" })).toBeVisible();
  }
});

test("missing fields are explained next to them and what was typed stays", async ({ page }, testInfo) => {
  await page.goto("/book");
  await pickDayAndTime(page, dayIndex(testInfo, 2), 1);
  const form = page.locator("#booking-form");
  await form.getByLabel("Name").fill("   ");
  await form.getByLabel("Organization").fill("Kept Co");
  await form.getByLabel("Email").fill("not-an-address");
  // Past the browser\'s own checks, so the server\'s messages are what the visitor reads.
  await form.evaluate((el) => el.setAttribute("novalidate", ""));
  await form.getByRole("button", { name: "Book this call" }).click();
  await expect(form.getByText("Name is required.")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Organization")).toHaveValue("Kept Co");
});

test("the visitor is e-mailed exactly once, also when EmailJS is down for a while", async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "the e-mail path does not depend on JavaScript");
  test.setTimeout(90_000);
  const email = unique("outage");
  await setEmailJsMode(email, "down");
  await page.goto("/book");
  await pickDayAndTime(page, dayIndex(testInfo, 3), 2);
  await fillAndBook(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible();
  await eventually(async () => (await visitorSends(email)).length >= 2, 30_000);
  expect((await visitorSends(email)).every((send) => send.mode === "down")).toBe(true);
  await setEmailJsMode(email, "up");
  await eventually(async () => (await visitorSends(email)).some((send) => send.mode === "up"), 30_000);
  await page.waitForTimeout(3_000);
  expect((await visitorSends(email)).filter((send) => send.mode === "up")).toHaveLength(1);
});

test("the header's 'Book a Call' still opens the contact modal, which offers to pick a time instead", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "without JavaScript 'Book a Call' is the /contact page");
  await page.goto("/services");
  const trigger = page.getByRole("banner").getByRole("link", { name: "Book a Call" });
  await expect(trigger).toHaveAttribute("href", "/contact");
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Get Started Today" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Pick a time instead" }).click();
  await expect(page).toHaveURL(/\/book$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Book a 15-minute discovery call" })).toBeVisible();
});

test("the booking pages are rendered for each visitor, never from the shared page cache", async ({ request }) => {
  // For contrast: a marketing page is shared (decision 014).
  expect((await request.get("/services")).headers()["cache-control"]).toMatch(/^public/);
  const day = /href="\/book\/(\d{4}-\d{2}-\d{2})"/.exec(await (await request.get("/book")).text())?.[1];
  expect(day).toBeDefined();
  for (const path of ["/book", `/book/${day}`, "/book?assessment=abc"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});
