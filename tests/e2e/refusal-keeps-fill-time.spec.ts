// A refused form keeps the time the visitor has already spent on it. The spam check holds back a
// form sent sooner than a person can fill one in (CONTACT_MIN_FILL_SECONDS after its page was
// shown); a refusal must not start that clock again, or a visitor who fixes a field and presses
// Send at once is told "sent" while the request is held as spam and never e-mailed.
//
// The shared e2e server sets the fill time to 0 (many tests send at robot speed), so these tests
// start their own server with a fill time of 4 seconds, and a private fake EmailJS.
import type { Locator, Page } from "@playwright/test";
import { sendsTo, startFakeEmailJs, type FakeEmailJs } from "../fakes/emailjs/control";
import { openBookingDay } from "../support/booking-days";
import { connectToDataDir } from "../support/database";
import { eventually, freePort, startServer, type RunningServer } from "../support/server-process";
import { CONTACT_ACTION, INVALID_TITLE, SENT_TITLE, changeNextSend, jsOn, toastWith, unique } from "./contact-helpers";
import { expect, test } from "./fixtures";
import { phoneField, TEST_PHONE } from "../support/booking-form";

const FILL_SECONDS = 4;

let fake: FakeEmailJs;
let server: RunningServer;

// Each test waits out the fill time once, and the fixtures then read every page with axe.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeEmailJs(await freePort());
  server = await startServer({ env: { ...fake.serverEnv, CONTACT_MIN_FILL_SECONDS: String(FILL_SECONDS) } });
});
test.afterAll(async () => {
  server?.kill("SIGTERM");
  await server?.exited;
  await fake?.stop();
});

async function query<T>(sql: string, values: unknown[]): Promise<T[]> {
  const client = await connectToDataDir(server.dataDir);
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A person reading the page first: the fill time has passed before anything is sent. */
const readTheForm = (page: Page) => page.waitForTimeout(FILL_SECONDS * 1000 + 500);

/** Fills a contact form; the company goes out with a control character the server alone refuses. */
async function fillWithMistake(page: Page, form: Locator, email: string) {
  await form.getByLabel("Name").fill("Ann Example");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Company").fill("Peachtree Elementary");
  await form.getByLabel("Message").fill("Our classroom laptops will not print.");
  await changeNextSend(page, CONTACT_ACTION, (fields) => fields.set("company", "Peachtree\u0000Elementary"));
  await form.getByRole("button", { name: "Send Message" }).click();
}

/** Fixes the refused field and sends again at once, well inside the fill time of a fresh page. */
async function fixAndResend(page: Page, form: Locator, email: string) {
  // Typing before the refusal has arrived would be overwritten by it.
  await expect(toastWith(page, INVALID_TITLE)).toBeVisible();
  const company = form.getByLabel("Company");
  await expect(company).toHaveAttribute("aria-invalid", "true");
  await company.fill("Peachtree Elementary");
  await expect(company).toHaveValue("Peachtree Elementary");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toastWith(page, SENT_TITLE)).toBeVisible();

  const rows = await query<{ status: string; company: string }>(
    "select status, company from contact_requests where email = $1",
    [email],
  );
  expect(rows.map((row) => row.company)).toEqual(["Peachtree Elementary"]);
  expect(rows[0]!.status, "a person's request, not held as spam").not.toBe("spam");
  await eventually(async () => (await sendsTo(email, fake.url)).length === 1);
}

test("the contact page: a refused request fixed and sent again at once is delivered", async ({ page }) => {
  const email = unique("refused-contact");
  await page.goto(`${server.url}/contact`);
  const form = page.locator("#contact-page-form");
  await readTheForm(page);
  await fillWithMistake(page, form, email);
  await fixAndResend(page, form, email);
});

test("the home page's form: a refused request fixed and sent again at once is delivered", async ({
  page,
}, testInfo) => {
  const email = unique("refused-home");
  await page.goto(`${server.url}/`);
  await readTheForm(page);
  await fillWithMistake(page, page.locator("#home-contact-form"), email);
  // Without JavaScript the form posts to /contact, whose page shows the refusal and the form again.
  const form = jsOn(testInfo.project) ? page.locator("#home-contact-form") : page.locator("#contact-page-form");
  await fixAndResend(page, form, email);
});

test("the contact modal: a refused request fixed and sent again at once is delivered", async ({ page }, testInfo) => {
  test.skip(!jsOn(testInfo.project), "the modal opens only with JavaScript; without it the trigger is /contact");
  const email = unique("refused-modal");
  await page.goto(`${server.url}/our-team`);
  const trigger = page.getByRole("banner").getByRole("link", { name: "Book a Call" });
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  await readTheForm(page);
  await trigger.click();
  const form = page.getByRole("dialog", { name: "Get Started Today" }).locator("#contact-modal-form");
  await fillWithMistake(page, form, email);
  await fixAndResend(page, form, email);
});

test("a booking refused for a field, fixed and sent again at once, is booked", async ({ page }, testInfo) => {
  const email = unique("refused-booking");
  await page.goto(`${server.url}/book`);
  // Each project its own day, so the two never race for one time.
  await openBookingDay(page, { fromStart: jsOn(testInfo.project) ? 1 : 2 });
  await page.getByTestId("booking-slots").getByRole("link").first().click();
  const form = page.locator("#booking-form");
  await expect(form).toBeVisible();
  await readTheForm(page);

  await form.getByLabel("Name").fill("Ann Example");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Organization").fill("Peachtree Elementary");
  await phoneField(form).fill(TEST_PHONE);
  await changeNextSend(page, /\/book\/\d{4}-\d{2}-\d{2}(\.data)?(\?.*)?$/, (fields) =>
    fields.set("organization", "Peachtree\u0000Elementary"),
  );
  await form.getByRole("button", { name: "Book this call" }).click();
  await expect(form.getByText("Please check the highlighted fields")).toBeVisible();
  expect(await query("select 1 from bookings where email = $1", [email])).toEqual([]);

  await form.getByLabel("Organization").fill("Peachtree Elementary");
  await expect(form.getByLabel("Organization")).toHaveValue("Peachtree Elementary");
  await form.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible();
  expect(await query("select status from bookings where email = $1", [email])).toEqual([{ status: "confirmed" }]);
});
