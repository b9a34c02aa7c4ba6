// The response clock on the lead desk: each lead says how long is left or how late it is, the
// staff navigation counts new and overdue leads, and the visitor is told by e-mail, once, when we
// will respond. Runs with JavaScript on and off (the order is a plain GET form).
import type { Page, TestInfo } from "@playwright/test";
import { acknowledgementsTo, contactSendsTo } from "../fakes/emailjs/control";
import { signInAsAdmin } from "../support/admin";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { expect, test } from "./fixtures";

function visibleToast(page: Page, title: string) {
  const radix = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  return radix.or(page.getByTestId("server-toast")).filter({ hasText: title });
}

function uniquePerson(testInfo: TestInfo, role: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `clock.${role}.${testInfo.project.name.replace("-", "")}.${stamp}@example.com`,
    name: `Clara Clock ${role} ${testInfo.project.name} ${stamp}`,
  };
}

async function sendContactRequest(page: Page, person: { name: string; email: string }) {
  await page.goto("/contact");
  const form = page.locator("#contact-page-form");
  await form.getByLabel("Name").fill(person.name);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Company").fill("Clockwork Charter School");
  await form.getByLabel("Message").fill("Our phones ring but nobody hears them in the gym.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visibleToast(page, "✅ Message Sent!")).toBeVisible();
}

/** The lead's due time as stored, then moved to `minutes` from now (negative: already past). */
async function moveDueTime(email: string, minutes: number): Promise<Date> {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    const before = await client.query<{ respond_by: Date }>("select respond_by from leads where email = $1", [email]);
    await client.query("update leads set respond_by = now() + make_interval(secs => $2) where email = $1", [
      email,
      minutes * 60,
    ]);
    return before.rows[0]!.respond_by;
  } finally {
    await client.end();
  }
}

test("a new lead shows its time left, an overdue one how late it is, and the navigation counts them", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const waiting = uniquePerson(testInfo, "waiting");
  const late = uniquePerson(testInfo, "late");
  await sendContactRequest(page, waiting);
  await sendContactRequest(page, late);
  const due = await moveDueTime(waiting.email, 80.5);
  await moveDueTime(late.email, -34.5);

  await signInAsAdmin(page, "/admin/leads");
  const waitingRow = page.getByRole("row").filter({ hasText: waiting.email });
  const lateRow = page.getByRole("row").filter({ hasText: late.email });
  await expect(waitingRow).toContainText(/1 h (20|19) min left/);
  await expect(lateRow).toContainText(/Overdue by 3[5-7] min/);
  // Soonest due first: the late one is above the one still running.
  const order = await page.getByRole("row").evaluateAll(
    (rows, emails) => {
      const texts = rows.map((row) => row.textContent ?? "");
      return emails.map((email) => texts.findIndex((text) => text.includes(email)));
    },
    [late.email, waiting.email],
  );
  expect(order[0]).toBeLessThan(order[1]!);

  // The staff navigation, on this page and every other staff page.
  const nav = page.getByRole("navigation", { name: "Staff" });
  await expect(nav.getByRole("link", { name: /^Leads, \d+ new, \d+ overdue$/ })).toBeVisible();
  await expect(nav.getByTestId("nav-lead-counts")).toHaveText(/^\d+ new\d+ overdue$/);
  await page.goto("/admin/blog");
  await expect(page.getByTestId("nav-lead-counts")).toContainText("overdue");

  // The lead page says when it is due, in Eastern time, and where the clock stands.
  await page.goto("/admin/leads");
  await waitingRow.getByRole("link", { name: waiting.name }).click();
  const glance = page.getByRole("region", { name: "At a glance" });
  await expect(glance.getByTestId("lead-clock")).toContainText(/\d{4} at \d{1,2}:\d{2} [AP]M E[SD]T/);
  await expect(glance.getByTestId("lead-clock")).toContainText(/1 h (20|19) min left/);

  // The visitor was told, once, when we would respond: the due time the lead got on arrival.
  await expect.poll(async () => (await acknowledgementsTo(waiting.email)).length, { timeout: 15_000 }).toBe(1);
  const [ack] = await acknowledgementsTo(waiting.email);
  expect(ack!.mode).toBe("up");
  expect(ack!.body.template_params).toMatchObject({
    to_email: waiting.email,
    name: waiting.name,
    organization: "Clockwork Charter School",
    message: "Our phones ring but nobody hears them in the gym.",
    respond_by_utc: due.toISOString(),
    respond_by: expect.stringMatching(/^\d{1,2}:\d{2} [AP]M ET on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/),
  });
  await expect.poll(async () => (await contactSendsTo(waiting.email)).length, { timeout: 15_000 }).toBe(1);
  expect(await acknowledgementsTo(waiting.email)).toHaveLength(1);
});

test("the order can be switched to newest first, with or without JavaScript", async ({ page }) => {
  await signInAsAdmin(page, "/admin/leads");
  await expect(page.getByRole("status").filter({ hasText: /awaiting a response first|No leads/ })).toBeVisible();
  const form = page.getByRole("search", { name: "Find leads" });
  await expect(form.getByLabel("Order")).toHaveValue("due");
  await form.getByLabel("Order").selectOption({ label: "Newest" });
  await form.getByRole("button", { name: "Find leads" }).click();
  await expect(page).toHaveURL(/[?&]sort=newest/);
  await expect(page.getByRole("search", { name: "Find leads" }).getByLabel("Order")).toHaveValue("newest");
  await expect(page.getByRole("status").filter({ hasText: /newest first|No leads/ })).toBeVisible();
});
