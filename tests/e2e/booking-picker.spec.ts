// The day and time picker of /book with JavaScript: the month grid (WAI-ARIA date grid) driven by
// the keyboard alone to a booking, the time zone picker changing the times shown, the times scrolled
// into view on a phone, and axe on the grid. Without JavaScript the day list stays (booking.spec.ts
// books through it); here only its copy is checked. Days from the end other booking tests leave alone
// (they take 0, 2-14 from the end); each test its own time of the day.
import type { Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { openBookingDay } from "../support/booking-days";
import { phoneField, TEST_PHONE } from "../support/booking-form";
import { PEOPLE_ZONES } from "../../app/booking/zone-labels";
import { expect, test } from "./fixtures";

const jsOff = () => test.info().project.use.javaScriptEnabled === false;
const unique = (label: string) => `picker-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Day-name arithmetic of the test's own (the app's is what is under test). */
const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const monthEnd = (day: string) => {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};
/** Page Down: the same date a month on, or that month's last day. */
const sameDateNextMonth = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const next = monthEnd(new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10));
  return Number(next.slice(8)) < date ? next : `${next.slice(0, 8)}${String(date).padStart(2, "0")}`;
};

const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-day") ?? null);

async function press(page: Page, key: string, expected: string) {
  await page.keyboard.press(key);
  await expect.poll(() => focusedDay(page), `${key} should focus ${expected}`).toBe(expected);
}

/** By weeks (Arrow Up and Down), then by days (Arrow Left and Right), checking each step. */
async function walk(page: Page, from: string, to: string) {
  let at = from;
  while (Math.abs(daysBetween(at, to)) >= 7) {
    const down = daysBetween(at, to) > 0;
    at = dayPlus(at, down ? 7 : -7);
    await press(page, down ? "ArrowDown" : "ArrowUp", at);
  }
  while (at !== to) {
    const right = daysBetween(at, to) > 0;
    at = dayPlus(at, right ? 1 : -1);
    await press(page, right ? "ArrowRight" : "ArrowLeft", at);
  }
}

test("keyboard only: Tab to the month grid, arrows, Page Down, Home, End, Enter, a time, the form, booked", async ({
  page,
}) => {
  test.skip(jsOff(), "the month grid needs JavaScript; the day list is booked through in booking.spec.ts");
  // Some forty key presses, each awaited: minutes on a busy machine.
  test.setTimeout(180_000);
  // The days offered, as the server lists them: the last but one is this test's.
  const offered = [
    ...(await (await page.request.get("/book")).text()).matchAll(/href="\/book\/(\d{4}-\d{2}-\d{2})"/g),
  ].map(([, day]) => day!);
  const target = offered.at(-2)!;
  const gridFirst = `${offered[0]!.slice(0, 7)}-01`;
  const gridLast = monthEnd(offered.at(-1)!);

  await page.goto("/book");
  const month = page.getByTestId("booking-month");
  const grid = month.getByRole("grid");
  await expect(grid).toBeVisible();

  // One tab stop: Tab from the page's top reaches the grid on its first open day, and the next Tab leaves it.
  let tabs = 0;
  while ((await focusedDay(page)) === null && tabs++ < 60) await page.keyboard.press("Tab");
  expect(await focusedDay(page)).toBe(offered[0]);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Time zone")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  expect(await focusedDay(page)).toBe(offered[0]);
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);

  // To the target's month with Page Down (the heading says which month), then by weeks and days.
  let at = offered[0]!;
  while (at.slice(0, 7) < target.slice(0, 7)) {
    const before = await month.getByRole("heading").innerText();
    at = sameDateNextMonth(at);
    await press(page, "PageDown", at);
    await expect(month.getByRole("heading")).not.toHaveText(before);
  }
  await walk(page, at, target);
  // Home and End: the week's Sunday and Saturday, or the grid's first and last day when the week runs past them.
  const sunday = dayPlus(target, -weekdayOf(target));
  const home = sunday < gridFirst ? gridFirst : sunday;
  await press(page, "Home", home);
  await press(page, "End", dayPlus(sunday, 6) > gridLast ? gridLast : dayPlus(sunday, 6));
  await walk(page, (await focusedDay(page))!, target);

  // Enter opens the day; the focus moves on to its times.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/book/${target}$`));
  await expect(page.getByRole("heading", { name: /^2\. Pick a time on / })).toBeFocused();
  await expect(grid.locator(`[data-day="${target}"]`).locator("xpath=..")).toHaveAttribute("aria-selected", "true");
  // The eleventh time: Tab walks the list.
  for (let i = 0; i < 11; i++) await page.keyboard.press("Tab");
  const time = page.getByTestId("booking-slots").getByRole("link").nth(10);
  await expect(time).toBeFocused();
  const label = (await time.innerText()).trim();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "3. Your details" })).toBeFocused();

  // The form, field by field.
  const email = unique("keys");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Grace Hopper");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(email);
  // On to the phone number, which a phone call (the choice already made) needs: past the
  // organization, and the phone-or-video choice when video calls are offered.
  const phone = phoneField(page.locator("#booking-form"));
  for (let step = 0; step < 6 && !(await phone.evaluate((box) => box === document.activeElement)); step++)
    await page.keyboard.press("Tab");
  await expect(phone).toBeFocused();
  await page.keyboard.type(TEST_PHONE);
  await page.keyboard.press("Enter");
  // The booking, its redirect and the confirmation's own files: seconds more on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("booking-when")).toContainText(label);
});

test("a time zone switch changes the times shown: 10:00 AM Eastern is 7:00 AM Pacific", async ({ page }) => {
  test.skip(jsOff(), "without JavaScript times are Eastern, said in words (checked below)");
  await page.goto("/book");
  const zone = page.getByLabel("Time zone");
  // The browser's zone (the tests' browsers are in New York) is the default, under its name for people.
  await expect(zone).toHaveValue("America/New_York");
  // The labels themselves are zone-labels.test.ts's to pin; here, that the picker offers them all.
  expect(await zone.locator("option").allInnerTexts()).toEqual(PEOPLE_ZONES.map((choice) => choice.label));
  await expect(page.getByText("Times are in Eastern Time.")).toBeVisible();
  await openBookingDay(page, { fromEnd: 1 });
  const ten = page.getByTestId("booking-slots").getByRole("link", { name: /^10:00 AM E[SD]T$/ });
  await expect(ten).toBeVisible();
  const href = (await ten.getAttribute("href"))!;
  const atTen = page.getByTestId("booking-slots").locator(`a[href="${href}"]`);

  await zone.selectOption({ label: "Pacific Time" });
  await expect(atTen).toHaveText(/^7:00 AM P[SD]T$/);
  await expect(page.getByText("Times are in Pacific Time.")).toBeVisible();
  await zone.selectOption({ label: "Hawaii" });
  await expect(atTen).toHaveText(/^(5|4):00 AM HST$/);

  // The form beside the Eastern time names the visitor's, and the choice holds as they move on.
  await zone.selectOption({ label: "Pacific Time" });
  await atTen.click();
  await expect(page.locator("#booking-form")).toContainText(/7:00 AM P[SD]T \(Pacific Time\)/);
  await page.getByRole("grid").locator('[aria-selected="true"] button').click();
  await expect(page.getByRole("heading", { name: "3. Your details" })).toHaveCount(0);
  await expect(zone).toHaveValue("America/Los_Angeles");
  await expect(atTen).toHaveText(/^7:00 AM P[SD]T$/);
  await expect(page.locator("main")).not.toContainText("America/");
});

test.describe("a visitor abroad", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("sees their own zone first, by Intl's name for it, and their times", async ({ page }) => {
    test.skip(jsOff(), "without JavaScript the server cannot know the visitor's zone");
    await page.goto("/book");
    const zone = page.getByLabel("Time zone");
    await expect(zone).toHaveValue("Europe/Berlin");
    await expect(zone.locator("option:checked")).toHaveText("Central European Time");
    await expect(page.getByText("Times are in Central European Time.")).toBeVisible();
    await openBookingDay(page, { fromEnd: 1 });
    // 8:00 AM in Atlanta is 2:00 PM in Berlin (1:00 PM in the weeks of spring when only the US has moved its clocks).
    await expect(page.getByTestId("booking-slots").getByRole("link").first()).toHaveText(/^[12]:00 PM GMT\+[12]$/);
    await expect(page.locator("main")).not.toContainText("Europe/");
  });
});

test.describe("a visitor whose browser keeps UTC", () => {
  test.use({ timezoneId: "UTC" });

  test("is told the times are in Coordinated Universal Time, not an offset", async ({ page }) => {
    test.skip(jsOff(), "without JavaScript the server cannot know the visitor's zone");
    await page.goto("/book");
    const zone = page.getByLabel("Time zone");
    await expect(zone.locator("option:checked")).toHaveText("Coordinated Universal Time (UTC)");
    await expect(page.getByText("Times are in Coordinated Universal Time (UTC).")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("GMT+00:00");
  });
});

test("on a phone, the times are in view once a day is chosen", async ({ page }) => {
  test.skip(jsOff(), "without JavaScript a day is a new page, read from its top (as before)");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/book");
  const day = await openBookingDay(page, { fromEnd: 1 });
  await expect(page.getByTestId("booking-slots").getByRole("link").first()).toBeInViewport();
  await expect(page.getByRole("heading", { name: /^2\. Pick a time on / })).toBeFocused();
  await expect(day).not.toBeInViewport();
  // A time chosen: the form comes into view.
  await page.getByTestId("booking-slots").getByRole("link").nth(3).click();
  await expect(page.getByRole("heading", { name: "3. Your details" })).toBeInViewport();
  await expect(page.getByLabel("Name")).toBeInViewport();
});

test("axe finds nothing wrong with the month grid, on the booking page and on a day", async ({ page }) => {
  test.skip(jsOff(), "the grid needs JavaScript; the day list is judged with every js-off page");
  test.setTimeout(120_000);
  const axe = () => axeViolations(page);
  await page.goto("/book");
  await expect(page.getByRole("grid")).toBeVisible();
  expect(await axe()).toEqual([]);
  await openBookingDay(page, { fromEnd: 1 });
  await expect(page.getByTestId("booking-slots")).toBeVisible();
  await page.getByRole("grid").locator('[tabindex="0"]').focus();
  expect(await axe()).toEqual([]);
});

test("without JavaScript the day list stays, and the zone is written for people", async ({ page }) => {
  test.skip(!jsOff(), "with JavaScript the grid and the zone picker replace them");
  await page.goto("/book");
  await expect(page.getByText("Times are in Eastern Time.")).toBeVisible();
  await expect(page.getByRole("grid")).toHaveCount(0);
  await expect(page.getByLabel("Time zone")).toHaveCount(0);
  await openBookingDay(page, { fromEnd: 1 });
  await expect(page.getByTestId("booking-slots").getByRole("link").first()).toHaveText(/^\d+:\d\d [AP]M E[SD]T$/);
  await expect(page.locator("main")).not.toContainText("America/");
});
