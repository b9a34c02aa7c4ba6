// Staff set the reminder e-mails before a call on the availability page: each one's lead, 0 for
// off, a blank one refused rather than read as off. Only with JavaScript on: the settings are one
// row per site, and the JavaScript-off run would change them in the middle of this one.
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "../support/admin";
import { expect, test } from "./fixtures";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "one settings row per site: run once");

/** Saves the form and waits for the server's answer (the toast may be gone on a slow machine). */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/availability"),
  );
  await page.getByRole("button", { name: "Save availability" }).click();
  expect((await answered).status()).toBeLessThan(400);
}

test("staff set, turn off and are refused a blank reminder, with the rule explained", async ({ page }) => {
  await signInAsAdmin(page, "/admin/availability");
  await expect(page.getByText(/Before each call the visitor gets a reminder/)).toBeVisible();
  const first = page.getByLabel("First reminder (hours before)");
  const last = page.getByLabel("Last reminder (minutes before)");
  await expect(first).toHaveValue("24");
  await expect(last).toHaveValue("60");

  await first.fill("");
  await page
    .locator("form")
    .filter({ hasText: "Save availability" })
    .evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("First reminder must be a whole number.")).toBeVisible();

  try {
    await page.goto("/admin/availability");
    await first.fill("48");
    await last.fill("0");
    await save(page);
    await page.goto("/admin/availability");
    await expect(first).toHaveValue("48");
    await expect(last).toHaveValue("0");
  } finally {
    await page.goto("/admin/availability");
    await first.fill("24");
    await last.fill("60");
    await save(page);
  }
});
