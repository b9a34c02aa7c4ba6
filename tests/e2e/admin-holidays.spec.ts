// The availability page's holidays, with JavaScript on and off: the coming twelve months listed,
// closed out of the box, and one switched off and on again by a plain form post. Each project
// switches its own holiday at the end of the list, months past the booking horizon, so the booking
// tests running beside it see the same days.
import { signInAsAdmin } from "../support/admin";
import { expect, test } from "./fixtures";

test("staff see the coming holidays and switch one off and on again", async ({ page }, testInfo) => {
  await signInAsAdmin(page, "/admin/availability");
  const rows = page.getByTestId("holidays").getByRole("listitem");
  // Eleven holidays; ten or twelve when a New Year's Day observed on December 31 falls at an edge.
  await expect(rows.first()).toContainText("Closed");
  expect(await rows.count()).toBeGreaterThanOrEqual(10);

  const fromEnd = testInfo.project.use.javaScriptEnabled === false ? 2 : 1;
  const row = rows.nth((await rows.count()) - fromEnd);
  const name = (await row.getByRole("button").innerText()).replace(/^Stay open on /, "");
  const holiday = () => page.getByTestId("holidays").getByRole("listitem").filter({ hasText: name }).last();

  await row.getByRole("button", { name: `Stay open on ${name}` }).click();
  await expect(holiday()).toContainText("Open: switched off");
  await holiday()
    .getByRole("button", { name: `Close on ${name} again` })
    .click();
  await expect(holiday()).toContainText("Closed");
  await expect(holiday().getByRole("button")).toHaveText(`Stay open on ${name}`);
});
