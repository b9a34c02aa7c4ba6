import type { Page, Route } from "@playwright/test";
import { INVALID_TITLE, SENT_TITLE, jsOn, rowsFor, toastWith, unique } from "./contact-helpers";
import { expect, test } from "./fixtures";

// Refusals a person can meet on the contact page, with JavaScript on and off: a control character
// in a field. Nothing is stored, nothing typed is lost, and the next send works.

const form = (page: Page) => page.locator("#contact-page-form");

async function openContact(page: Page, project: { use: { javaScriptEnabled?: boolean } }) {
  await page.goto("/contact");
  if (jsOn(project)) await expect(form(page)).toHaveAttribute("novalidate", "");
}

/** The form's send, with or without JavaScript (a document POST, or React Router's data request). */
const CONTACT_ACTION = /\/contact(\.data)?(\?.*)?$/;

/** Rewrites some fields of the next send only, as a paste or a stale tab would have them. */
async function changeNextSend(page: Page, change: (fields: URLSearchParams) => void) {
  let done = false;
  await page.route(CONTACT_ACTION, async (route: Route) => {
    const request = route.request();
    if (done || request.method() !== "POST") return route.continue();
    done = true;
    const fields = new URLSearchParams(request.postData() ?? "");
    change(fields);
    await route.continue({ postData: fields.toString() });
  });
}

async function fill(page: Page, email: string, message: string) {
  await form(page).getByLabel("Name").fill("Ada Lovelace");
  await form(page).getByLabel("Email").fill(email);
  await form(page).getByLabel("Company").fill("Analytical Engines");
  await form(page).getByLabel("Message").fill(message);
}

test("a control character in a field is refused next to the field, with what was typed kept; fixed, it is sent", async ({ page }, testInfo) => {
  const email = unique("control");
  await openContact(page, testInfo.project);
  await fill(page, email, "Our printer prints blank pages.");
  // What a paste from a terminal or a broken app might carry.
  await changeNextSend(page, (fields) => fields.set("company", "Analytical\u0000Engines"));
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(toastWith(page, INVALID_TITLE)).toBeVisible();
  const company = form(page).getByLabel("Company");
  await expect(company).toHaveAttribute("aria-invalid", "true");
  const errorId = await company.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText("Company contains an invisible control character. Please retype it.");
  await expect(form(page).getByLabel("Message")).toHaveValue("Our printer prints blank pages.");
  await expect(form(page).getByLabel("Email")).toHaveValue(email);
  expect(await rowsFor(email)).toEqual([]);

  await company.fill("Analytical Engines");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toastWith(page, SENT_TITLE)).toBeVisible();
  expect((await rowsFor(email)).map((row) => row.company)).toEqual(["Analytical Engines"]);
});
