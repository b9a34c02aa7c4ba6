// The free IT audit end to end, with JavaScript on and off: every step, a refused answer, Back
// and reload mid-way, the result and its print layout, the lead stored once and e-mailed once
// (also when EmailJS is down). Axe checks every page visited (fixtures.ts).
import { sendsTo, setEmailJsMode } from "../fakes/emailjs/control";
import { signInAsAdmin } from "../support/admin";
import { expect, test } from "./fixtures";
import {
  answerBackup,
  answerCompliance,
  answerContact,
  answerItToday,
  answerOrganization,
  answerSecurity,
  assessmentsOf,
  choose,
  finishAudit,
  next,
  outboxOf,
  stepHeading,
} from "./free-it-audit-helpers";

test("every free IT audit call to action leads to /free-it-audit", async ({ page }) => {
  for (const path of ["/", "/services/cybersecurity", "/services/network-infrastructure", "/services"]) {
    await page.goto(path);
    const links = page.getByRole("link", { name: /free IT audit/i });
    expect(await links.count(), path).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute("href"))))
      expect(href, path).toBe("/free-it-audit");
  }
});

test("the whole audit: refused answers in place, Back and reload keep answers, the result is stored and e-mailed once", async ({
  page,
}, testInfo) => {
  // Some twenty pages, each checked by axe afterwards (without JavaScript, document by document).
  test.setTimeout(150_000);
  const email = `audit-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/services/cybersecurity");
  await page.getByRole("link", { name: "Get a free IT audit" }).first().click();
  await expect(page).toHaveURL(/\/free-it-audit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Free IT audit" })).toBeVisible();

  // Step 1 with one question left out: refused in place, the other answers kept.
  await choose(page, "What kind of organization are you?", "A school or district");
  await choose(page, "How many people work or volunteer with you?", "11 to 50 people");
  await choose(page, "Where do people work?", "One building");
  await next(page);
  const devices = page.getByRole("group", { name: "About how many computers, laptops and tablets do you have?" });
  await expect(devices).toContainText("Please choose one of the answers.");
  await expect(devices).toHaveAttribute("aria-describedby", /audit-deviceCount-error/);
  await expect(page.getByLabel("A school or district")).toBeChecked();
  await expect(page.getByLabel("One building")).toBeChecked();
  await answerOrganization(page);
  await next(page);

  await expect(stepHeading(page, "Your IT today")).toBeVisible();
  const draftUrl = page.url();
  expect(draftUrl).toMatch(/\/free-it-audit\/[A-Za-z0-9_-]{32}\/it-today$/);
  await answerItToday(page);
  await next(page);
  await expect(stepHeading(page, "Security")).toBeVisible();

  // Reload mid-way, then Back: what was sent is still there.
  await page.reload();
  await expect(stepHeading(page, "Security")).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, "Your IT today")).toBeVisible();
  await expect(page.getByLabel("Google Workspace (Gmail)")).toBeChecked();
  await expect(page.getByLabel("A mix of these")).toBeChecked();
  // The Back button too.
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(stepHeading(page, "Your organization")).toBeVisible();
  await expect(page.getByLabel("25 to 100")).toBeChecked();
  await next(page);
  await next(page);

  await expect(stepHeading(page, "Security")).toBeVisible();
  // From here on, with JavaScript, every step (and the result) arrives without a page load.
  const jsOn = testInfo.project.use.javaScriptEnabled !== false;
  if (jsOn) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await answerSecurity(page);
  await next(page);
  await expect(stepHeading(page, "Backups")).toBeVisible();
  await answerBackup(page);
  await next(page);

  // A school is asked about FERPA, CIPA and E-Rate; a worry too long is refused in place.
  await expect(stepHeading(page, "Rules and worries")).toBeVisible();
  await expect(page.getByLabel("CIPA (internet filtering for students)")).toBeVisible();
  // The browser stops at the field's maxlength; the server must refuse more from anyone else.
  await page.getByLabel("What is your biggest IT worry right now?").evaluate((box) => box.removeAttribute("maxlength"));
  await answerCompliance(page, "x".repeat(1001));
  await next(page);
  await expect(page.getByText("Your answer is too long: at most 1,000 characters.")).toBeVisible();
  await expect(page.getByLabel("What is your biggest IT worry right now?")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("FERPA (student records)")).toBeChecked();
  await page.getByLabel("What is your biggest IT worry right now?").fill("Ransomware during testing season.");
  await next(page);

  await expect(stepHeading(page, "Where to send your result")).toBeVisible();
  await next(page, "See my result");
  await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await answerContact(page, email);
  await next(page, "See my result");

  // The result: scores per area, three next steps, the booking link with this audit attached.
  await expect(page.getByRole("heading", { level: 1, name: "Westside Elementary" })).toBeVisible();
  await expect(page.getByTestId("overall-score")).toContainText("44");
  await expect(page.getByTestId("area-score")).toHaveCount(5);
  await expect(page.getByTestId("area-score").filter({ hasText: "Security" })).toContainText("40/100");
  const steps = page.getByRole("heading", { level: 3 });
  await expect(steps).toHaveText([
    "Turn on multi-factor sign-in for every account",
    "Write down your security and incident plan",
    "Test a restore this month",
  ]);
  await expect(page.getByRole("link", { name: "How we help: Cybersecurity" }).first()).toHaveAttribute(
    "href",
    "/services/cybersecurity",
  );
  if (jsOn) expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  const resultUrl = page.url();
  const publicId = /\/free-it-audit\/result\/([A-Za-z0-9_-]{32})$/.exec(resultUrl)?.[1];
  expect(publicId).toBeDefined();
  await expect(page.getByTestId("book-audit-call")).toHaveAttribute("href", `/book?assessment=${publicId}`);

  // Stored once, with its scores and the page it was started from.
  const rows = await assessmentsOf(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ public_id: publicId, overall: 44, page: "/services/cybersecurity", spam: false });
  expect(rows[0]!.scores).toEqual({ security: 40, backup: 29, devices: 57, compliance: 43, support: 50 });
  expect(rows[0]!.answers).toMatchObject({ orgType: "school", compliance: ["ferpa", "e-rate"] });

  // The old draft's address now leads to the result; sending its last step again stores nothing new.
  await page.goto(draftUrl);
  await expect(page).toHaveURL(resultUrl);
  // E-mailed to staff once, through the outbox.
  await expect.poll(async () => (await outboxOf(rows[0]!.id))[0]?.status, { timeout: 15_000 }).toBe("sent");
  const sends = await sendsTo(email);
  expect(sends).toHaveLength(1);
  expect(sends[0]!.body.template_params).toMatchObject({
    organization: "Westside Elementary",
    overall: "44",
    reply_to: email,
  });
});

test("the result page prints without the site's chrome and the buttons", async ({ page }, testInfo) => {
  const email = `print-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/free-it-audit");
  await answerOrganization(page);
  await next(page);
  await answerItToday(page);
  await next(page);
  await answerSecurity(page);
  await next(page);
  await answerBackup(page);
  await next(page);
  await answerCompliance(page);
  await next(page);
  await answerContact(page, email);
  await next(page, "See my result");
  await expect(page.getByRole("heading", { level: 1, name: "Westside Elementary" })).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body > div > header").first()).toBeHidden();
  await expect(page.locator("footer").first()).toBeHidden();
  await expect(page.getByTestId("book-audit-call")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Your score by area" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your answers" })).toBeVisible();
  await expect(page.getByTestId("area-score")).toHaveCount(5);
  await page.screenshot({ path: testInfo.outputPath("result-print.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByTestId("book-audit-call")).toBeVisible();
});

test("with EmailJS down the visitor still gets the result, and the lead is e-mailed once it recovers", async ({
  page,
}, testInfo) => {
  const email = `audit-down-${testInfo.project.name}-${Date.now()}@example.com`;
  await setEmailJsMode(email, "down");
  await page.goto("/free-it-audit");
  await answerOrganization(page);
  await next(page);
  await answerItToday(page);
  await next(page);
  await answerSecurity(page);
  await next(page);
  await answerBackup(page);
  await next(page);
  await answerCompliance(page);
  await next(page);
  await answerContact(page, email);
  await next(page, "See my result");
  await expect(page.getByRole("heading", { level: 1, name: "Westside Elementary" })).toBeVisible();

  const [row] = await assessmentsOf(email);
  expect(row).toBeDefined();
  await expect
    .poll(async () => (await outboxOf(row!.id))[0], { timeout: 15_000 })
    .toMatchObject({ status: "pending", last_error: expect.stringMatching(/503/) });

  await setEmailJsMode(email, "up");
  await expect.poll(async () => (await outboxOf(row!.id))[0]?.status, { timeout: 30_000 }).toBe("sent");
  expect((await sendsTo(email)).filter((send) => send.mode === "up")).toHaveLength(1);
  expect(await assessmentsOf(email)).toHaveLength(1);
});

test("staff read each finished audit in the admin area: the list, then one audit with its answers", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `admin-view-${testInfo.project.name}-${Date.now()}@example.com`;
  const organization = `Northside Academy ${testInfo.project.name} ${Date.now()}`;
  await finishAudit(page, email, organization);

  await signInAsAdmin(page, "/admin/assessments");
  await expect(page.getByRole("heading", { level: 1, name: "Free IT audits" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: organization });
  await expect(row).toContainText(email);
  await expect(row).toContainText("44/100");
  await row.getByRole("link", { name: organization }).click();

  await expect(page.getByRole("heading", { level: 1, name: organization })).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(page.getByRole("heading", { name: "Scores: 44/100 overall" })).toBeVisible();
  await expect(page.getByText("FERPA (student records); E-Rate (funding for internet and networks)")).toBeVisible();
  await expect(page.getByText("Ransomware during testing season.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the result page" })).toHaveAttribute(
    "href",
    /^\/free-it-audit\/result\/[A-Za-z0-9_-]{32}$/,
  );
});
