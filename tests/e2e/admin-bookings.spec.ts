// Staff's side of booking: the private calendar feed (created, read by an independent iCalendar
// parser, a cancelled call leaves it, revoked), cancelling a call with a message to the visitor,
// and the availability page's checks. Only with JavaScript on: the feed address is one per site,
// and the JavaScript-off run of the same test would replace it in the middle of this one.
import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { sendsTo } from "../fakes/emailjs/control";
import { signInAsAdmin } from "../support/admin";
import { bookOne } from "../support/book-a-call";
import { recordSecretsIn } from "../support/secret-urls";
import { eventually } from "../support/server-process";
import { expect, test } from "./fixtures";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "one feed address per site: run once");

async function feedUids(page: Page, url: string): Promise<string[]> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
  const calendar = ICAL.Component.fromString(await response.text());
  return calendar.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("summary")));
}

test("the calendar feed lists booked calls, drops a call staff cancel, and stops when revoked", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `staff-cancel-${Date.now()}@example.com`;
  const name = `Feed Visitor ${Date.now()}`;
  const manage = await bookOne(page, { day: { fromEnd: 5 }, time: 5, email, name });

  await signInAsAdmin(page, "/admin/availability");
  await page.getByRole("button", { name: /Create a feed address|Replace the feed address/ }).click();
  const feedUrl = (await page.getByTestId("feed-url").innerText()).trim();
  expect(feedUrl).toMatch(/\/book\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  // Read off the page, not from an address the browser asked for: named here for the log check.
  recordSecretsIn(feedUrl);
  expect(await feedUids(page, feedUrl)).toContain(`Discovery call: ${name}`);

  await page.goto("/admin/bookings");
  const card = page.getByTestId("staff-booking").filter({ hasText: email });
  await card.getByLabel(/Message to/).fill("Our engineer is out sick; please pick another time.");
  await card.getByRole("button", { name: "Cancel this call" }).click();
  await expect(page.getByTestId("staff-booking").filter({ hasText: email })).toContainText("Cancelled by staff");
  expect(await feedUids(page, feedUrl)).not.toContain(`Discovery call: ${name}`);

  // The visitor is told, with the message, and their link says so.
  await eventually(async () =>
    (await sendsTo(email)).some((send) => send.body.template_params.message?.includes("out sick")),
  );
  await page.goto(manage);
  await expect(page.getByRole("heading", { level: 1, name: "This call is cancelled" })).toBeVisible();
  await expect(page.getByText(/We had to cancel this call.*out sick/)).toBeVisible();

  await page.goto("/admin/availability");
  await page.getByRole("button", { name: "Turn the feed off" }).click();
  await expect(page.getByText("The feed is off.")).toBeVisible();
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});

test("availability refuses impossible settings with the reason next to them", async ({ page }) => {
  await signInAsAdmin(page, "/admin/availability");
  await page.getByLabel("Call length (minutes)").fill("2");
  await page.locator('input[name="closes-1"]').fill("07:00");
  await page
    .locator("form")
    .filter({ hasText: "Save availability" })
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("Call length must be at least 5.")).toBeVisible();
  await expect(page.getByText("Monday: closing must be after opening.")).toBeVisible();
  // Nothing was saved: the public page still offers Monday's usual hours.
  await page.goto("/admin/availability");
  await expect(page.getByLabel("Call length (minutes)")).toHaveValue("15");
});
