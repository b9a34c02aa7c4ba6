// The email service is down when a visitor writes: the visitor is still told the message was
// sent (it is stored), the request waits as pending, and it is e-mailed once the service is back.
// The e2e server's real EmailJS SDK reaches the loopback fake (tests/fakes/emailjs), steered here
// per recipient address.
import type { Page } from "@playwright/test";
import { contactSendsTo, setEmailJsMode } from "../fakes/emailjs/control";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { expect, test } from "./fixtures";

const SENT_TITLE = "✅ Message Sent!";
const SENT_TEXT = "Thanks for reaching out! We'll get back to you shortly.";

type Row = {
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  page: string;
  client_ip: string | null;
};

async function requestsFrom(email: string): Promise<Row[]> {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    const result = await client.query<Row>(
      "select status, attempts, last_error, sent_at, page, client_ip from contact_requests where email = $1",
      [email],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

function visibleToast(page: Page, title: string) {
  const radix = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  return radix.or(page.getByTestId("server-toast")).filter({ hasText: title });
}

const forms = [
  { label: "the /contact page form", path: "/contact", formId: "contact-page-form", page: "/contact" },
  { label: "the home page's contact section", path: "/#contact", formId: "home-contact-form", page: "/#contact" },
];

for (const { label, path, formId, page: formPage } of forms) {
  test(`${label}: with EmailJS down the visitor still sees success, and the stored request is e-mailed once it recovers`, async ({
    page,
  }, testInfo) => {
    const jsOn = testInfo.project.use.javaScriptEnabled !== false;
    const email = `down-${testInfo.project.name}-${formId}-${Date.now()}@example.com`;
    await setEmailJsMode(email, "down");

    await page.goto(path);
    const form = page.locator(`#${formId}`);
    if (jsOn) await expect(form).toHaveAttribute("novalidate", "");
    await form.getByLabel("Name").fill("Katherine Johnson");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("Our district office lost email this morning. Please call.");
    await form.getByRole("button", { name: "Send Message" }).click();

    const toast = visibleToast(page, SENT_TITLE);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(SENT_TEXT);
    await expect(form.getByLabel("Email")).toHaveValue("");

    // Stored at once; the worker tried right away, EmailJS answered 503, the request waits.
    const rows = await requestsFrom(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ page: formPage, client_ip: "127.0.0.1", sent_at: null });
    await expect
      .poll(async () => (await requestsFrom(email))[0], { timeout: 15_000 })
      .toMatchObject({ status: "pending", last_error: expect.stringMatching(/EmailJS answered 503/) });
    expect((await contactSendsTo(email)).every((send) => send.mode === "down")).toBe(true);

    // EmailJS recovers: the next retry delivers it, once.
    await setEmailJsMode(email, "up");
    await expect.poll(async () => (await requestsFrom(email))[0]?.status, { timeout: 30_000 }).toBe("sent");
    const delivered = (await contactSendsTo(email)).filter((send) => send.mode === "up");
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.body.template_params).toMatchObject({
      name: "Katherine Johnson",
      email,
      // Staff answer by replying: the visitor's own address, exactly.
      reply_to: email,
      message: "Our district office lost email this morning. Please call.",
      company: "",
      page: expect.stringMatching(new RegExp(`${formPage.replace(/[/#]/g, "\\$&")}$`)),
    });
    const [row] = await requestsFrom(email);
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    expect(row!.sent_at).not.toBeNull();
  });
}

test("the contact modal: with EmailJS down the visitor still sees success, and the stored request is e-mailed once it recovers", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.use.javaScriptEnabled === false,
    "the modal opens only with JavaScript; without it the trigger leads to /contact",
  );
  const email = `down-${testInfo.project.name}-modal-${Date.now()}@example.com`;
  await setEmailJsMode(email, "down");

  await page.goto("/support/training");
  const trigger = page.getByRole("link", { name: "Request a Training Session" });
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Get Started Today" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name").fill("Dorothy Vaughan");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Message").fill("Please schedule Microsoft 365 training for our staff of twelve.");
  await dialog.getByRole("button", { name: "Send Message" }).click();

  await expect(visibleToast(page, SENT_TITLE)).toContainText(SENT_TEXT);
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await requestsFrom(email))[0], { timeout: 15_000 })
    .toMatchObject({
      status: "pending",
      page: "/support/training",
      last_error: expect.stringMatching(/EmailJS answered 503/),
    });

  await setEmailJsMode(email, "up");
  await expect.poll(async () => (await requestsFrom(email))[0]?.status, { timeout: 30_000 }).toBe("sent");
  expect((await contactSendsTo(email)).filter((send) => send.mode === "up")).toHaveLength(1);
});
