// The lead desk: a contact request sent on the site becomes a new lead; staff open it, move it
// through the workflow with a note, and find it again by search and filters. Runs with JavaScript
// on and off; the fixtures run axe on every page visited (the list and the lead page included).
import type { Page, TestInfo } from "@playwright/test";
import { contactSendsTo, sendsTo } from "../fakes/emailjs/control";
import { signInAsAdmin } from "../support/admin";
import { axeViolations } from "../support/axe";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { expect, test } from "./fixtures";

function visibleToast(page: Page, title: string) {
  const radix = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  return radix.or(page.getByTestId("server-toast")).filter({ hasText: title });
}

/** A lead of this test only: its e-mail, name and a word of its message are found nowhere else. */
function uniqueLead(testInfo: TestInfo) {
  const stamp = Date.now().toString(36);
  return {
    email: `leaddesk.${testInfo.project.name.replace("-", "")}.${stamp}@example.com`,
    name: `Lena Desk ${testInfo.project.name} ${stamp}`,
    word: `quokka${stamp}`,
  };
}

async function sendContactRequest(page: Page, lead: ReturnType<typeof uniqueLead>) {
  await page.goto("/contact");
  const form = page.locator("#contact-page-form");
  await form.getByLabel("Name").fill(lead.name);
  await form.getByLabel("Email").fill(lead.email);
  await form.getByLabel("Message").fill(`Our ${lead.word} server room needs new switches before the school year.`);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visibleToast(page, "✅ Message Sent!")).toBeVisible();
}

async function moveTo(page: Page, status: string, note?: string) {
  const form = page.locator("#lead-status");
  await form.getByLabel("Status").selectOption({ label: status });
  if (note) await form.getByLabel("Note (optional)").fill(note);
  await form.getByRole("button", { name: "Change status" }).click();
  await expect(visibleToast(page, "Status changed")).toBeVisible();
  await expect(page.getByRole("region", { name: "At a glance" })).toContainText(status);
}

async function search(page: Page, fields: { q?: string; kind?: string; status?: string }) {
  await page.goto("/admin/leads");
  const form = page.getByRole("search", { name: "Find leads" });
  if (fields.q) await form.getByLabel("Search").fill(fields.q);
  if (fields.kind) await form.getByLabel("Kind").selectOption({ label: fields.kind });
  if (fields.status) await form.getByLabel("Status").selectOption({ label: fields.status });
  await form.getByRole("button", { name: "Find leads" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?/);
}

test("a contact request becomes a lead that staff move to won with a note, then find by search and filters", async ({
  page,
}, testInfo) => {
  // Fifteen pages, each audited by axe afterwards (without JavaScript, from the HTML it was served).
  test.setTimeout(150_000);
  const lead = uniqueLead(testInfo);
  await sendContactRequest(page, lead);

  // Newest first: in the default order (soonest due) a lead sent just now comes after every other
  // new lead, which other tests' leads could push past the list's first page.
  await signInAsAdmin(page, "/admin/leads?sort=newest");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link").first()).toHaveText("Leads");
  const row = page.getByRole("row").filter({ hasText: lead.email });
  await expect(row).toContainText("Contact request");
  await expect(row).toContainText("New");
  await expect(row).toContainText(lead.word);

  await row.getByRole("link", { name: lead.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Everything they sent" })).toContainText(
    `Our ${lead.word} server room needs new switches`,
  );

  await moveTo(page, "Contacted", "Left a voicemail; calling back Thursday.");
  await moveTo(page, "Qualified");
  await moveTo(page, "Won");

  const notes = page.getByRole("list", { name: "Notes, newest first" });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes).toContainText("Left a voicemail; calling back Thursday.");
  await expect(notes).toContainText("the local administrator");
  await expect(notes).toContainText(/\d{4} at \d{1,2}:\d{2} [AP]M E[SD]T/);

  const history = page.getByRole("list", { name: "History, newest first" }).getByRole("listitem");
  await expect(history).toHaveText([
    /Status changed from Qualified to Won\s*by the local administrator, .+ E[SD]T/,
    /Status changed from Contacted to Qualified\s*by the local administrator/,
    /Note added\s*by the local administrator/,
    /Status changed from New to Contacted\s*by the local administrator/,
    /Lead received \(status New\)\s*by website/,
  ]);

  // Found by the start of its e-mail address, and by a word of its message.
  const leadRows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await search(page, { q: lead.email.slice(0, -"@example.com".length - 2) });
  await expect(leadRows).toHaveCount(1);
  await expect(leadRows).toContainText(lead.name);
  await expect(page.getByRole("status").filter({ hasText: "Showing 1 lead" })).toBeVisible();

  await search(page, { q: lead.word });
  await expect(leadRows).toHaveCount(1);
  await expect(leadRows).toContainText("Won");

  // Kind and status filters, combined with the search.
  await search(page, { q: lead.word, kind: "Contact request", status: "Won" });
  await expect(leadRows).toHaveCount(1);
  await expect(page.getByLabel("Status")).toHaveValue("won");
  await search(page, { q: lead.word, status: "New" });
  await expect(leadRows).toHaveCount(0);
  await expect(page.getByText("No lead matches these filters.")).toBeVisible();
  await search(page, { q: lead.word, kind: "Booked call" });
  await expect(leadRows).toHaveCount(0);
});

test("on a phone each lead is a card naming every field, as wide as the screen", async ({ page }, testInfo) => {
  const lead = uniqueLead(testInfo);
  await sendContactRequest(page, lead);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, `/admin/leads?q=${lead.word}`);
  const card = page.getByRole("row").filter({ hasText: lead.email });
  await expect(card).toBeVisible();
  for (const field of ["Kind", "Person", "Organization", "What they asked", "Received", "Status", "Owner"])
    await expect(card.getByText(field, { exact: true })).toBeVisible();
  // Nothing to scroll sideways: the list fits the screen.
  const list = page.getByRole("region", { name: /^Leads,/ });
  expect(await list.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);
  // axe runs inside the page, so only with JavaScript; without it the fixtures judge the served HTML.
  if (testInfo.project.use.javaScriptEnabled !== false) expect(await axeViolations(page)).toEqual([]);

  // On a wider screen it is a table again, with its header row and no repeated names.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("columnheader", { name: "Organization" })).toBeVisible();
  await expect(card.getByText("Organization", { exact: true })).toBeHidden();
});

test("a filter it cannot use is explained by its field, and the list still shows", async ({ page }) => {
  await signInAsAdmin(page, "/admin/leads?status=hot&from=2026-02-30");
  await expect(page.getByLabel("Status")).toHaveAccessibleDescription("Choose a status from the list.");
  await expect(page.getByLabel("Received from")).toHaveAccessibleDescription(/Enter a date as YYYY-MM-DD/);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
});

/** A finished audit and its lead, stored as finishing one stores them (the audit's own flow has its spec). */
async function storeAuditLead(organization: string): Promise<string> {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    const id = (n: number) => `${Date.now().toString(36)}${n}`.padEnd(32, "x").slice(0, 32);
    const answers = { orgType: "school", mfa: "no", backups: "automatic-offsite", worry: "Ransomware over the summer" };
    const audit = await client.query<{ id: string; finished_at: Date }>(
      `insert into assessments (public_id, draft_id, name, email, organization, org_type, answers, scores, overall,
                                next_steps, page)
       values ($1, $2, 'Ada Audit', 'ada.audit@example.edu', $3, 'school', $4, '{"security": 40}', 55, '[]', '/free-it-audit')
       returning id, finished_at`,
      [id(1), id(2), organization, JSON.stringify(answers)],
    );
    const lead = await client.query<{ id: string }>(
      `insert into leads (kind, assessment_id, name, email, organization, summary, received_at)
       values ('assessment', $1, 'Ada Audit', 'ada.audit@example.edu', $2, 'IT audit score 55/100', $3) returning id`,
      [audit.rows[0]!.id, organization, audit.rows[0]!.finished_at],
    );
    return lead.rows[0]!.id;
  } finally {
    await client.end();
  }
}

test("an audit's lead shows its answers and scores on the lead page", async ({ page }, testInfo) => {
  const organization = `Audit Academy ${testInfo.project.name} ${Date.now()}`;
  const id = await storeAuditLead(organization);
  await signInAsAdmin(page, `/admin/leads/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Ada Audit" })).toBeVisible();
  const sent = page.getByRole("region", { name: "Everything they sent" });
  await expect(sent).toContainText("55/100");
  await expect(sent).toContainText("Ransomware over the summer");
});

test("a request held as spam is delivered from its lead page with “Not spam”", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const lead = uniqueLead(testInfo);
  // Posted straight to the action, as a script would (no hidden fields): held as spam.
  const posted = await request.post("/contact", {
    form: { name: lead.name, email: lead.email, message: `A ${lead.word} request`, page: "/contact" },
    headers: { Origin: testInfo.project.use.baseURL! },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  expect(await sendsTo(lead.email)).toEqual([]);

  await signInAsAdmin(page);
  await search(page, { q: lead.word, status: "Spam" });
  await page.getByRole("link", { name: lead.name }).click();
  const held = page.getByRole("region", { name: "Held as spam" });
  await held.getByRole("button", { name: "Not spam: deliver it" }).click();
  await expect(visibleToast(page, "Delivered")).toBeVisible();
  await expect(page.getByRole("region", { name: "At a glance" })).toContainText("New");
  await expect(page.getByRole("region", { name: "Held as spam" })).toHaveCount(0);
  await expect.poll(async () => (await contactSendsTo(lead.email)).length, { timeout: 15_000 }).toBe(1);
});
