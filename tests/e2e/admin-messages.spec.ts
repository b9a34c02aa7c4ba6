// The staff inbox: every stored contact request with its delivery state; a failed delivery can be
// retried and a request held as spam can be released. The e2e server's real EmailJS SDK reaches
// the loopback fake (tests/fakes/emailjs), steered here per recipient address.
import type { Page, TestInfo } from "@playwright/test";
import { contactSendsTo, sendsTo, setEmailJsMode } from "../fakes/emailjs/control";
import { signInAsAdmin } from "../support/admin";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { expect, test } from "./fixtures";

type Row = { status: string; attempts: number; last_error: string | null };

async function requestFrom(email: string): Promise<Row | undefined> {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    const result = await client.query<Row>(
      "select status, attempts, last_error from contact_requests where email = $1",
      [email],
    );
    return result.rows[0];
  } finally {
    await client.end();
  }
}

function visibleToast(page: Page, title: string) {
  const radix = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  return radix.or(page.getByTestId("server-toast")).filter({ hasText: title });
}

async function sendFromContactPage(
  page: Page,
  testInfo: TestInfo,
  { name, email, trap = false }: { name: string; email: string; trap?: boolean },
) {
  await page.goto("/contact");
  const form = page.locator("#contact-page-form");
  if (testInfo.project.use.javaScriptEnabled !== false) await expect(form).toHaveAttribute("novalidate", "");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("Please call us about a network refresh for two schools.");
  // What a form-filling robot does: it fills every input, the hidden trap included.
  if (trap)
    await form
      .getByLabel("Leave this field empty")
      .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visibleToast(page, "✅ Message Sent!")).toBeVisible();
  // The toast may still be the previous send's: the stored row is what proves this one arrived.
  await expect.poll(() => requestFrom(email)).toBeTruthy();
}

const unique = (label: string, testInfo: TestInfo) => `${label}-${testInfo.project.name}-${Date.now()}@example.com`;

test("a failed delivery shows in the inbox with its error, and 'Retry delivery' sends it", async ({
  page,
}, testInfo) => {
  const email = unique("inbox-failed", testInfo);
  const name = `Failed Delivery ${testInfo.project.name}`;
  await setEmailJsMode(email, "reject");
  await sendFromContactPage(page, testInfo, { name, email });
  // EmailJS refused for good (400): no retries, the request waits for staff.
  await expect.poll(() => requestFrom(email), { timeout: 15_000 }).toMatchObject({ status: "failed", attempts: 1 });

  await signInAsAdmin(page, "/admin/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText("Failed");
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
  await expect(row).toContainText("400");
  await expect(row).toContainText("The template ID is invalid");

  await setEmailJsMode(email, "up");
  await row.getByRole("button", { name: `Retry delivery: message from ${name}` }).click();
  await expect(visibleToast(page, "Delivery queued")).toBeVisible();
  await expect.poll(async () => (await requestFrom(email))?.status, { timeout: 15_000 }).toBe("sent");
  expect((await contactSendsTo(email)).map((send) => send.mode)).toEqual(["reject", "up"]);

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Sent");
  await expect(page.getByRole("row").filter({ hasText: email }).getByRole("button")).toHaveCount(0);
});

test("a request held as spam is never emailed until staff mark it 'Not spam'", async ({ page }, testInfo) => {
  const email = unique("inbox-spam", testInfo);
  const name = `Held As Spam ${testInfo.project.name}`;
  await sendFromContactPage(page, testInfo, { name, email, trap: true });
  await expect.poll(() => requestFrom(email)).toMatchObject({ status: "spam", attempts: 0 });

  await signInAsAdmin(page, "/admin/messages");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Spam");
  expect(await sendsTo(email)).toEqual([]);

  await row.getByRole("button", { name: `Not spam: message from ${name}` }).click();
  await expect(visibleToast(page, "Marked as not spam")).toBeVisible();
  await expect.poll(async () => (await requestFrom(email))?.status, { timeout: 15_000 }).toBe("sent");
  expect(await contactSendsTo(email)).toHaveLength(1);
});

test("the inbox lists the newest request first", async ({ page }, testInfo) => {
  const first = unique("inbox-older", testInfo);
  const second = unique("inbox-newer", testInfo);
  await sendFromContactPage(page, testInfo, { name: "Older Request", email: first });
  await sendFromContactPage(page, testInfo, { name: "Newer Request", email: second });
  await signInAsAdmin(page, "/admin/messages");
  // With JavaScript the URL changes before React commits the new page: wait for the table itself
  // (allInnerTexts does not wait), with both rows in it, before reading the order.
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: second })).toBeVisible();
  await expect(rows.filter({ hasText: first })).toBeVisible();
  const emails = await rows.allInnerTexts();
  const at = (email: string) => emails.findIndex((text) => text.includes(email));
  expect(at(second)).toBeGreaterThan(-1);
  expect(at(second)).toBeLessThan(at(first));
});
