import { expect, type Page } from "@playwright/test";
import { openBookingDay, type DayPosition } from "./booking-days";
import { phoneField, TEST_PHONE } from "./booking-form";

/**
 * Books a phone call as a visitor does, from /book: the day at `day`, that day's time number `time`
 * (from 0), the visitor's name and e-mail. Each spec picks a day and time the others leave alone.
 * Returns the manage page's address, without its query.
 */
export async function bookOne(
  page: Page,
  { day, time, email, name }: { day: DayPosition; time: number; email: string; name: string },
): Promise<string> {
  await page.goto("/book");
  await openBookingDay(page, day);
  await page.getByTestId("booking-slots").getByRole("link").nth(time).click();
  const form = page.locator("#booking-form");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await phoneField(form).fill(TEST_PHONE);
  await form.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible();
  return page.url().replace(/\?.*$/, "");
}
