import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { signFormToken } from "../../app/spam/form-token.server";
import { TEST_SESSION_SECRET } from "../support/session-secret";
import {
  CONTACT_ACTION,
  INVALID_TITLE,
  SENT_TITLE,
  changeNextSend,
  jsOn,
  rowsFor,
  toastWith,
  unique,
} from "./contact-helpers";
import { expect, test } from "./fixtures";

// Two refusals a person can meet on the contact page, with JavaScript on and off: a control
// character in a field, and a form left open past its maximum age. Either way nothing is stored,
// nothing typed is lost, and the next send works.

const EXPIRED_TITLE = "⏳ This form had expired.";
const EXPIRED_TEXT = "Nothing was sent, and everything you typed is still here. Please press Send Message again.";

const form = (page: Page) => page.locator("#contact-page-form");

async function openContact(page: Page, project: { use: { javaScriptEnabled?: boolean } }) {
  await page.goto("/contact");
  if (jsOn(project)) await expect(form(page)).toHaveAttribute("novalidate", "");
}

/** A token signed by this site for a page rendered five hours ago (past the default four). */
function fiveHourOldToken(): string {
  const issuedAt = Date.now() - 5 * 3_600_000;
  return signFormToken(
    { id: randomBytes(16).toString("base64url"), issuedAt, validFrom: issuedAt },
    TEST_SESSION_SECRET,
  );
}

async function fill(page: Page, email: string, message: string) {
  await form(page).getByLabel("Name").fill("Ada Lovelace");
  await form(page).getByLabel("Email").fill(email);
  await form(page).getByLabel("Company").fill("Analytical Engines");
  await form(page).getByLabel("Message").fill(message);
}

test("a control character in a field is refused next to the field, with what was typed kept; fixed, it is sent", async ({
  page,
}, testInfo) => {
  const email = unique("control");
  await openContact(page, testInfo.project);
  await fill(page, email, "Our printer prints blank pages.");
  // What a paste from a terminal or a broken app might carry.
  await changeNextSend(page, CONTACT_ACTION, (fields) => fields.set("company", "Analytical\u0000Engines"));
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(toastWith(page, INVALID_TITLE)).toBeVisible();
  const company = form(page).getByLabel("Company");
  await expect(company).toHaveAttribute("aria-invalid", "true");
  const errorId = await company.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(
    "Company contains an invisible control character. Please retype it.",
  );
  await expect(form(page).getByLabel("Message")).toHaveValue("Our printer prints blank pages.");
  await expect(form(page).getByLabel("Email")).toHaveValue(email);
  expect(await rowsFor(email)).toEqual([]);

  await company.fill("Analytical Engines");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toastWith(page, SENT_TITLE)).toBeVisible();
  expect((await rowsFor(email)).map((row) => row.company)).toEqual(["Analytical Engines"]);
});

test("a form sent hours after its page was rendered is refused with everything kept; pressing Send again delivers it", async ({
  page,
}, testInfo) => {
  const email = unique("expired");
  await openContact(page, testInfo.project);
  await fill(page, email, "I started this before lunch.");
  await changeNextSend(page, CONTACT_ACTION, (fields) => fields.set("form_started", fiveHourOldToken()));
  await page.getByRole("button", { name: "Send Message" }).click();

  const toast = toastWith(page, EXPIRED_TITLE);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(EXPIRED_TEXT);
  await expect(form(page).getByLabel("Name")).toHaveValue("Ada Lovelace");
  await expect(form(page).getByLabel("Email")).toHaveValue(email);
  await expect(form(page).getByLabel("Company")).toHaveValue("Analytical Engines");
  await expect(form(page).getByLabel("Message")).toHaveValue("I started this before lunch.");
  expect(await rowsFor(email)).toEqual([]);

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toastWith(page, SENT_TITLE)).toBeVisible();
  const rows = await rowsFor(email);
  expect(rows.map((row) => row.message)).toEqual(["I started this before lunch."]);
  // A person's request, on its way to staff: not held as spam.
  expect(["pending", "sent"]).toContain(rows[0]!.status);
});

test("the contact modal: an expired form stays open with everything kept, and its next send goes through", async ({
  page,
}, testInfo) => {
  test.skip(!jsOn(testInfo.project), "the modal opens only with JavaScript; without it the trigger leads to /contact");
  const email = unique("expired-modal");
  await page.goto("/our-team");
  const trigger = page.getByRole("banner").getByRole("link", { name: "Book a Call" });
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  await trigger.click();
  const modal = page.getByRole("dialog", { name: "Get Started Today" });
  const modalForm = modal.locator("#contact-modal-form");
  await expect(modalForm.getByLabel("Name")).toBeFocused();
  await modalForm.getByLabel("Name").fill("Ada Lovelace");
  await modalForm.getByLabel("Email").fill(email);
  await modalForm.getByLabel("Message").fill("Sent from a tab open since this morning.");
  await changeNextSend(page, CONTACT_ACTION, (fields) => fields.set("form_started", fiveHourOldToken()));
  await modalForm.getByRole("button", { name: "Send Message" }).click();

  await expect(toastWith(page, EXPIRED_TITLE)).toBeVisible();
  await expect(modal).toBeVisible();
  await expect(modalForm.getByLabel("Message")).toHaveValue("Sent from a tab open since this morning.");
  expect(await rowsFor(email)).toEqual([]);

  await modalForm.getByRole("button", { name: "Send Message" }).click();
  await expect(toastWith(page, SENT_TITLE)).toBeVisible();
  await expect(modal).toBeHidden();
  expect((await rowsFor(email)).map((row) => row.message)).toEqual(["Sent from a tab open since this morning."]);
});

test("the contact modal on a page at an address the action would refuse still sends, and comes back to /contact", async ({
  page,
}, testInfo) => {
  test.skip(!jsOn(testInfo.project), "the modal opens only with JavaScript; without it the trigger leads to /contact");
  const email = unique("odd-address");
  const response = await page.goto("/no-such-page%5c..%2f");
  expect(response?.status()).toBe(404);
  const trigger = page.getByRole("banner").getByRole("link", { name: "Book a Call" });
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  await trigger.click();
  const modalForm = page.getByRole("dialog", { name: "Get Started Today" }).locator("#contact-modal-form");
  await expect(modalForm.getByLabel("Name")).toBeFocused();
  await modalForm.getByLabel("Name").fill("Ada Lovelace");
  await modalForm.getByLabel("Email").fill(email);
  await modalForm.getByLabel("Message").fill("A broken link brought me here.");
  await modalForm.getByRole("button", { name: "Send Message" }).click();

  await expect(toastWith(page, SENT_TITLE)).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  expect((await rowsFor(email)).map((row) => row.page)).toEqual(["/contact"]);
});
