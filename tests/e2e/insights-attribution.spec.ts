// Where clients come from, end to end: a newsletter reader who lands on a service page from the
// fall-schools campaign, takes the free IT audit and books a call shows in the report's funnel and
// in that campaign's row, and their lead says where they came from; a second visitor, from another
// address, who arrives from a Google search shows as organic search; a person held as spam by
// mistake keeps the campaign that brought them once staff release the request. Each visitor is a
// browser context of its own behind the test server's trusted proxy, which names its address.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { signInAsAdmin } from "../support/admin";
import { bookOne } from "../support/book-a-call";
import { finishAudit } from "./free-it-audit-helpers";
import { expect, test } from "./fixtures";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CAMPAIGN_LINK = "/services/cybersecurity?utm_source=newsletter&utm_campaign=fall-schools";

/** A visitor of their own: an address no other test uses, so the day's visitor code is theirs. */
async function visitorContext(browser: Browser, testInfo: TestInfo, lastOctet: number) {
  const jsOff = testInfo.project.use.javaScriptEnabled === false;
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: !jsOff,
    // A headless browser names itself ("HeadlessChrome") and is not counted, as bots are not.
    userAgent: CHROME,
    extraHTTPHeaders: { "X-Forwarded-For": `198.18.${(jsOff ? 100 : 0) + testInfo.retry}.${lastOctet}` },
  });
  return { context, page: await context.newPage() };
}

function person(testInfo: TestInfo, role: string) {
  const stamp = `${Date.now().toString(36)}${testInfo.retry}`;
  return {
    email: `${role}.${testInfo.project.name.replace("-", "")}.${stamp}@example.com`,
    name: `Ines Insight ${role} ${stamp}`,
  };
}

/** Staff open the lead of an address and read where it came from. */
async function originOf(page: Page, email: string, kind: string): Promise<string> {
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email }).filter({ hasText: kind });
  await row.getByRole("link").first().click();
  return (await page.getByTestId("lead-origin").textContent()) ?? "";
}

/** The report for the last 7 days, read again until `check` holds (counts are written every few seconds). */
async function reportShows(page: Page, check: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto("/admin/insights?days=7");
    await check(page);
  }).toPass({ timeout: 20_000 });
}

test("a campaign visitor who takes the audit and books a call shows in the funnel, the campaign's row and on their lead", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const jsOff = testInfo.project.use.javaScriptEnabled === false;
  const reader = person(testInfo, "reader");
  const visitor = await visitorContext(browser, testInfo, 10);
  try {
    await visitor.page.goto(CAMPAIGN_LINK);
    await expect(visitor.page.getByRole("heading", { level: 1 })).toBeVisible();
    await finishAudit(visitor.page, reader.email, "Fall Schools Academy");
    await bookOne(visitor.page, { day: { fromEnd: jsOff ? 19 : 17 }, time: 6, email: reader.email, name: reader.name });
  } finally {
    await visitor.context.close();
  }

  await signInAsAdmin(page, "/admin/leads");
  // The lead keeps the visit that brought it: the campaign, the page it landed on, and its steps.
  const auditOrigin = await originOf(page, reader.email, "IT audit");
  expect(auditOrigin).toContain("newsletter");
  expect(auditOrigin).toContain("fall-schools");
  expect(auditOrigin).toContain("/services/cybersecurity");
  expect(auditOrigin).toContain("finished the free IT audit");
  expect(await originOf(page, reader.email, "Booked call")).toMatch(/newsletter.*fall-schools.*booked a call/s);

  // The lead list finds it by the campaign.
  await page.goto(`/admin/leads?campaign=fall-schools&q=${encodeURIComponent(reader.email)}`);
  await expect(page.getByRole("row").filter({ hasText: reader.email })).toHaveCount(2);

  await reportShows(page, async (report) => {
    const campaign = report.locator("#insights-campaigns").getByRole("row").filter({ hasText: "fall-schools" });
    await expect(campaign).toHaveCount(1);
    // Visits, then audit started, audit finished, call booked: at least this visitor's (the other
    // project's run of this test may have added its own).
    await expect(campaign.getByRole("cell").nth(1)).not.toHaveText("0");
    const funnel = report.locator("#insights-funnel");
    for (const step of ["Audits started", "Audits finished", "Calls booked"])
      await expect(funnel.getByRole("row").filter({ hasText: step }).getByRole("cell").nth(1)).not.toHaveText("0");
  });
});

test("a visitor from a Google search shows as organic search, on their lead and in the report", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const searcher = person(testInfo, "searcher");
  const visitor = await visitorContext(browser, testInfo, 20);
  try {
    await visitor.page.goto("/services/managed-it-services", { referer: "https://www.google.com/" });
    await visitor.page.goto("/contact");
    const form = visitor.page.locator("#contact-page-form");
    await form.getByLabel("Name").fill(searcher.name);
    await form.getByLabel("Email").fill(searcher.email);
    await form.getByLabel("Message").fill("We found you on Google: our school's Wi-Fi drops every afternoon.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor.page.getByText("Message Sent!").first()).toBeVisible();
  } finally {
    await visitor.context.close();
  }

  await signInAsAdmin(page, "/admin/leads");
  const origin = await originOf(page, searcher.email, "Contact request");
  expect(origin).toContain("Google search");
  expect(origin).toContain("/services/managed-it-services");
  expect(origin).toContain("sent a contact request");

  await reportShows(page, async (report) => {
    const google = report.locator("#insights-sources").getByRole("row").filter({ hasText: "Google" });
    await expect(google.filter({ hasText: "organic search" })).toHaveCount(1);
  });
});

test("a request held as spam keeps the visit that brought it: released, its lead shows the campaign", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const caught = person(testInfo, "caught");
  const visitor = await visitorContext(browser, testInfo, 30);
  try {
    await visitor.page.goto("/services/managed-it-services?utm_source=linkedin&utm_campaign=spring-nonprofits");
    await visitor.page.goto("/contact");
    const form = visitor.page.locator("#contact-page-form");
    await form.getByLabel("Name").fill(caught.name);
    await form.getByLabel("Email").fill(caught.email);
    await form.getByLabel("Message").fill("Our food bank's laptops need backups before the spring drive.");
    // A person whose browser filled the hidden trap (an autofill gone wrong) is held as spam.
    await form
      .getByLabel("Leave this field empty")
      .evaluate((input: HTMLInputElement) => (input.value = "https://autofill.example"));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor.page.getByText("Message Sent!").first()).toBeVisible();
  } finally {
    await visitor.context.close();
  }

  await signInAsAdmin(page, "/admin/messages");
  const row = page.getByRole("row").filter({ hasText: caught.email });
  await expect(row).toContainText("Spam");
  await row.getByRole("button", { name: `Not spam: message from ${caught.name}` }).click();
  await expect(page.getByText("Marked as not spam").first()).toBeVisible();

  const origin = await originOf(page, caught.email, "Contact request");
  expect(origin).toContain("spring-nonprofits");
  expect(origin).toContain("/services/managed-it-services");
  expect(origin).toContain("sent a contact request");
});
