// Where the call happens, with JavaScript on and off: a phone call needs a number (a clear message
// when it is missing, never a 500); a phone call and a video call each get a confirmation that
// says where, and a calendar file, read by an independent parser (ical.js), with LOCATION or URL
// and a reminder 15 minutes before; staff see how to reach the visitor; the meeting link is set
// at /admin/availability, https only. Each project books on days no other spec uses.
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import type { Page, TestInfo } from "@playwright/test";
import { sendsTo } from "../fakes/emailjs/control";
import { signInAsAdmin } from "../support/admin";
import { phoneField } from "../support/booking-form";
import { eventually } from "../support/server-process";
import { openBookingDay } from "../support/booking-days";
import { setBookingSetting } from "../support/booking-settings";
import { expect, test } from "./fixtures";

/** The room every test sets: the same value in both projects, so neither undoes the other. */
const ROOM = "https://meet.google.com/e2e-where-room";

const unique = (label: string, testInfo: TestInfo) =>
  `where-${label}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

const jsOff = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled === false;

/** Offers video calls by setting the business's room, as /admin/availability would. */
const setRoom = (url: string | null) => setBookingSetting("meeting_url", url);

/**
 * Days counted from the end of the list (tests/support/booking-settings.ts): shared with the
 * other booking specs, so each test takes its own time of the day (the 9th to 11th), which they leave.
 */
async function openForm(page: Page, fromEnd: number, slot: number) {
  await page.goto("/book");
  await openBookingDay(page, { fromEnd });
  const times = page.getByTestId("booking-slots").getByRole("link");
  await expect(times.first()).toBeVisible();
  await times.nth(slot).click();
  await expect(page.getByRole("heading", { name: "3. Your details" })).toBeVisible();
  return page.locator("#booking-form");
}

/** The calendar file the confirmation offers, downloaded as a visitor would, parsed by ical.js. */
async function downloadedEvent(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Calendar file (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("discovery-call.ics");
  const text = await readFile((await download.path())!, "utf8");
  return ICAL.Component.fromString(text).getFirstSubcomponent("vevent")!;
}

function expectReminder(event: ICAL.Component) {
  const alarm = event.getFirstSubcomponent("valarm");
  expect(alarm, "a VALARM").not.toBeNull();
  expect(alarm!.getFirstPropertyValue("action")).toBe("DISPLAY");
  expect(String(alarm!.getFirstPropertyValue("trigger"))).toBe("-PT15M");
}

test("a phone call needs a number: a clear message next to it, what was typed kept, no error page", async ({
  page,
}, testInfo) => {
  await setRoom(ROOM);
  const form = await openForm(page, jsOff(testInfo) ? 13 : 12, 8);
  await expect(form.getByRole("radio", { name: "Phone call" })).toBeChecked();
  if (!jsOff(testInfo)) {
    // With JavaScript the browser asks for the number only while a phone call is chosen.
    await expect(phoneField(form)).toHaveAttribute("required", "");
    await form.getByRole("radio", { name: "Video call" }).check();
    await expect(phoneField(form)).not.toHaveAttribute("required");
    await form.getByRole("radio", { name: "Phone call" }).check();
  }
  await form.getByLabel("Name").fill("Katherine Johnson");
  await form.getByLabel("Email").fill(unique("needed", testInfo));
  // Past the browser's own checks, so the server's message is what the visitor reads.
  await form.evaluate((element) => element.setAttribute("novalidate", ""));
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: "Book this call" }).click();
  expect((await answer).status()).toBeLessThan(500);
  await expect(form.getByText("Enter the number we should call.")).toBeVisible();
  await expect(phoneField(form)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Name")).toHaveValue("Katherine Johnson");
  await expect(form.getByRole("radio", { name: "Phone call" })).toBeChecked();

  await phoneField(form).fill("555 0100");
  await form.getByRole("button", { name: "Book this call" }).click();
  await expect(form.getByText(/Enter a phone number we can dial/)).toBeVisible();
});

test("a phone call: the confirmation and its calendar file say which number we call", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await setRoom(ROOM);
  const email = unique("phone", testInfo);
  const form = await openForm(page, jsOff(testInfo) ? 15 : 14, 9);
  await form.getByLabel("Name").fill("Dorothy Vaughan");
  await form.getByLabel("Email").fill(email);
  await phoneField(form).fill("404.555.0142");
  await form.getByRole("button", { name: "Book this call" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible();
  await expect(page.getByTestId("booking-where")).toContainText("Phone call: we call you on +1 404 555 0142.");
  const event = await downloadedEvent(page);
  expect(event.getFirstPropertyValue("location")).toBe("Phone: +1 404 555 0142");
  expectReminder(event);

  await eventually(async () => (await sendsTo(email)).length >= 2);
  const sent = await sendsTo(email);
  const visitor = sent.find((send) => send.body.template_params.to_email === email)!;
  expect(visitor.body.template_params.location).toBe("Phone call: +1 404 555 0142");
  expect(visitor.body.template_params.message).toContain("We will call you on +1 404 555 0142.");
});

test("a video call: the confirmation, the calendar file, the e-mails and staff get the meeting link", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await setRoom(ROOM);
  const email = unique("video", testInfo);
  const name = `Mary Video ${testInfo.project.name}`;
  const form = await openForm(page, jsOff(testInfo) ? 9 : 8, 10);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByRole("radio", { name: "Video call" }).check();
  await form.getByRole("button", { name: "Book this call" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible();
  const where = page.getByTestId("booking-where");
  await expect(where).toContainText("Video call: join at");
  await expect(where.getByRole("link", { name: ROOM })).toHaveAttribute("href", ROOM);
  const event = await downloadedEvent(page);
  expect(event.getFirstPropertyValue("location")).toBe(ROOM);
  expect(event.getFirstPropertyValue("url")).toBe(ROOM);
  expectReminder(event);

  await eventually(async () => (await sendsTo(email)).length >= 2);
  const sent = await sendsTo(email);
  const visitor = sent.find((send) => send.body.template_params.to_email === email)!;
  expect(visitor.body.template_params.meeting_url).toBe(ROOM);
  const staff = sent.find((send) => send.body.template_params.to_email !== email)!;
  expect(staff.body.template_params.location).toBe(`Video call: ${ROOM}`);

  await signInAsAdmin(page, "/admin/bookings");
  const card = page.getByTestId("staff-booking").filter({ hasText: email });
  await expect(card.getByTestId("staff-booking-place")).toContainText("Video call:");
  await expect(card.getByRole("link", { name: ROOM })).toHaveAttribute("href", ROOM);
});

test("staff set the meeting link at /admin/availability: https only, with the reason next to it", async ({ page }) => {
  await setRoom(ROOM);
  await signInAsAdmin(page, "/admin/availability");
  const link = page.getByLabel("Meeting link");
  await expect(link).toHaveValue(ROOM);
  await link.fill("http://meet.google.com/e2e-where-room");
  await page
    .locator("form")
    .filter({ hasText: "Save availability" })
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("Enter the meeting room's full address, starting with https://.")).toBeVisible();
  await expect(page.getByLabel("Meeting link")).toHaveAttribute("aria-invalid", "true");
  // Saved as it was: the same room both projects set.
  await page.goto("/admin/availability");
  await page.getByLabel("Meeting link").fill(ROOM);
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByLabel("Meeting link")).toHaveValue(ROOM);
});
