// Booking as staff and visitors see it after the first click, with JavaScript on and off:
// cancelling asks to confirm and takes an optional reason that staff read; the lead desk shows a
// moved-then-cancelled call at its current time and state and no longer as "New"; the audit's
// "Book my audit call" fills in who the visitor is; and (JavaScript on) a time lost to another
// visitor leaves the list and its day's count. Each test and project picks days of its own.
import type { Page, TestInfo } from "@playwright/test";
import { signInAsAdmin } from "../support/admin";
import { openBookingDay } from "../support/booking-days";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { finishAudit } from "./free-it-audit-helpers";
import { expect, test } from "./fixtures";
import { phoneField, TEST_PHONE } from "../support/booking-form";

const jsOff = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled === false;
const unique = (label: string, testInfo: TestInfo) =>
  `cancel-${label}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

/** Days counted from the end of the list, away from booking.spec.ts's and admin-bookings.spec.ts's. */
async function openDay(page: Page, fromEnd: number) {
  const day = await openBookingDay(page, { fromEnd });
  await expect(page.getByTestId("booking-slots").getByRole("link").first()).toBeVisible();
  return day;
}

async function pickTime(page: Page, index: number) {
  const time = page.getByTestId("booking-slots").getByRole("link").nth(index);
  const href = (await time.getAttribute("href"))!;
  const label = (await time.innerText()).split("\n")[0]!;
  await time.click();
  await expect(page.getByRole("heading", { name: "3. Your details" })).toBeVisible();
  return { href: href.replace(/#.*$/, ""), label };
}

async function book(page: Page, email: string, name = "Ada Lovelace") {
  const form = page.locator("#booking-form");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await phoneField(form).fill(TEST_PHONE);
  await form.getByRole("button", { name: "Book this call" }).click();
}

async function bookingOf(email: string) {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    const result = await client.query<{ status: string; cancel_reason: string | null; sequence: number }>(
      "select status, cancel_reason, sequence from bookings where email = $1",
      [email],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

test("cancel asks to confirm; after a move and a cancellation staff see the reason and the lead's current time and state", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = unique("flow", testInfo);
  const reason = "Our budget moved to next spring.";
  await page.goto("/book");
  await openDay(page, jsOff(testInfo) ? 9 : 8);
  await pickTime(page, 7);
  await book(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible();
  const manage = page.url().replace(/\?.*$/, "");

  // Moved to another day first.
  await page.getByRole("link", { name: "Move to another time" }).click();
  const moveDays = page.getByRole("main").getByRole("link", { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), / });
  await openBookingDay(page, { fromEnd: jsOff(testInfo) ? 11 : 10 }, moveDays);
  const target = page.getByTestId("move-slots").getByRole("button").nth(9);
  const movedTo = (await target.innerText()).split("\n")[0]!;
  await target.click();
  await expect(page.getByTestId("booking-when")).toContainText(movedTo);
  const when = (await page.getByTestId("booking-when").innerText()).trim();

  // "Cancel this call" only asks; "Keep my call" keeps it.
  await page.getByRole("link", { name: "Cancel this call" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Cancel this call?" })).toBeVisible();
  await page.getByRole("link", { name: "Keep my call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your discovery call" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cancel this call?" })).toHaveCount(0);
  expect(await bookingOf(email)).toMatchObject([{ status: "confirmed", cancel_reason: null }]);

  await page.getByRole("link", { name: "Cancel this call" }).click();
  await page.getByLabel("Reason (optional)").fill(reason);
  await page.getByRole("button", { name: "Yes, cancel the call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This call is cancelled" })).toBeVisible();
  expect(page.url().replace(/\?.*$/, "")).toBe(manage);
  expect(await bookingOf(email)).toMatchObject([{ status: "cancelled", cancel_reason: reason, sequence: 2 }]);

  // Staff's list of calls shows the reason.
  await signInAsAdmin(page, "/admin/bookings");
  await expect(page.getByTestId("staff-booking").filter({ hasText: email })).toContainText(`Their reason: “${reason}”`);

  // The lead desk: the current time and state, and the lead no longer "New".
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("(moved, cancelled)");
  await expect(row).toContainText("Lost");
  await row.getByRole("link", { name: "Ada Lovelace" }).click();
  const sent = page.getByRole("region", { name: "Everything they sent" });
  await expect(sent).toContainText(when);
  await expect(sent).toContainText("Cancelled (moved from the time first booked)");
  await expect(sent).toContainText(reason);
  await expect(page.getByRole("region", { name: "At a glance" })).toContainText("Lost");
});

test("“Book my audit call” fills in the name, e-mail and organization the audit was given", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = unique("audit", testInfo);
  await finishAudit(page, email, "Eastside Middle School");
  await page.getByTestId("book-audit-call").click();
  await expect(page).toHaveURL(/\/book\?assessment=[A-Za-z0-9_-]{32}$/);
  await openDay(page, jsOff(testInfo) ? 13 : 12);
  await pickTime(page, 3);
  const form = page.locator("#booking-form");
  await expect(form.getByLabel("Name")).toHaveValue("Mary Jackson");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Organization")).toHaveValue("Eastside Middle School");
  await expect(phoneField(form)).toHaveValue("");
});

test("a time lost to another visitor leaves the list and its day's count", async ({ page, browser }, testInfo) => {
  test.skip(jsOff(testInfo), "without JavaScript the refusal is a new page, read afresh");
  test.setTimeout(90_000);
  await page.goto("/book");
  const day = await openDay(page, 14);
  const count = async () => Number(/(\d+) time/.exec(await day.innerText())?.[1]);
  const before = await count();
  const { href, label } = await pickTime(page, 5);

  // Another visitor books that time first.
  const other = await browser.newPage();
  try {
    await other.goto(href);
    await book(other, unique("first", testInfo), "Quick Visitor");
    // A second browser on a busy machine: its pages may take a while.
    await expect(other.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible({ timeout: 30_000 });
  } finally {
    await other.close();
  }

  await book(page, unique("second", testInfo));
  await expect(page.getByText("That time was just taken")).toBeVisible({ timeout: 30_000 });
  const slots = page.getByTestId("booking-slots");
  await expect(slots.locator(`a[href^="${href}"]`)).toHaveCount(0);
  await expect(slots.locator('[aria-current="true"]')).toHaveCount(0);
  // At least that one time fewer: the other booking specs share the days, and may book this one too.
  await expect.poll(count).toBeLessThanOrEqual(before - 1);
  // The form still names the time it asked for, with the nearest free ones to pick instead.
  await expect(page.locator("#booking-form")).toContainText(label);
});
