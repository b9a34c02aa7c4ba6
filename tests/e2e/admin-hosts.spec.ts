// Hosts of the discovery call, with JavaScript on and off: staff add a second host (refused first
// for a meeting link that is not https), give them their own hours and a day off, and filter the
// bookings list by host. The host is added inactive, so the booking tests running beside this one
// keep one host and their times stay as they expect; axe judges each page and state on the way.
import { signInAsAdmin } from "../support/admin";
import { bookOne } from "../support/book-a-call";
import { expect, test } from "./fixtures";

test("staff add a second host, set their hours and a day off", async ({ page }, testInfo) => {
  // Six pages and states, each judged by axe: minutes on a loaded machine.
  test.setTimeout(300_000);
  const name = `Second host ${testInfo.project.name} ${Date.now()}`;
  await signInAsAdmin(page, "/admin/hosts");
  await expect(page.getByTestId("host-row").first()).toBeVisible();

  const form = page.locator("#add-host");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("E-mail (optional)").fill("second.host@example.com");
  await form.getByLabel("Meeting link (optional)").fill("http://meet.example.com/second");
  await form.getByLabel("Visitors can book this host").uncheck();
  await form.getByRole("button", { name: "Add host" }).click();
  await expect(form.getByText("https:// address")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue(name);

  await form.getByLabel("Meeting link (optional)").fill("https://meet.example.com/second");
  await form.getByLabel("Visitors can book this host").uncheck();
  await form.getByRole("button", { name: "Add host" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator("#host-details").getByLabel("Visitors can book this host")).not.toBeChecked();
  await expect(page.locator("#host-details").getByLabel("Meeting link (optional)")).toHaveValue(
    "https://meet.example.com/second",
  );

  // Own hours: Mondays 9 to 12 only.
  await page.getByLabel("Only the days and times below").check();
  for (const day of ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
    await page.getByLabel(`Works on ${day}`).setChecked(day === "Monday");
  }
  await page.getByLabel("Monday from").fill("09:00");
  await page.getByLabel("Monday until").fill("12:00");
  await page.getByRole("button", { name: "Save hours" }).click();
  await expect(page.getByLabel("Only the days and times below")).toBeChecked();
  await expect(page.getByLabel("Works on Tuesday")).not.toBeChecked();
  await expect(page.getByLabel("Monday until")).toHaveValue("12:00");

  const dayOff = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole("textbox", { name: "Day (required)" }).fill(dayOff);
  await page.getByRole("button", { name: "Add this day off" }).click();
  await expect(page.getByTestId("host-blocked-day").filter({ hasText: dayOff })).toBeVisible();

  await page.getByRole("link", { name: "All hosts" }).click();
  await expect(page.getByTestId("host-row").filter({ hasText: name })).toContainText("Inactive");
});

test("staff filter the bookings list by host", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `host-filter-${stamp}@example.com`;
  await bookOne(page, { day: { fromEnd: 3 }, time: 12, email, name: `Filter Visitor ${stamp}` });

  const other = `Filter host ${stamp}`;
  await signInAsAdmin(page, "/admin/hosts");
  const form = page.locator("#add-host");
  await form.getByLabel("Name").fill(other);
  await form.getByLabel("Visitors can book this host").uncheck();
  await form.getByRole("button", { name: "Add host" }).click();
  await expect(page.getByRole("heading", { level: 1, name: other })).toBeVisible();

  await page.goto("/admin/bookings");
  const card = page.getByTestId("staff-booking").filter({ hasText: email });
  await expect(card).toContainText("with Our team");

  await page.getByLabel("Host").selectOption({ label: other });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/[?&]host=[0-9a-f-]{36}/);
  await expect(page.getByText("No upcoming calls.")).toBeVisible();
  await expect(page.getByTestId("staff-booking").filter({ hasText: email })).toHaveCount(0);

  await page.getByLabel("Host").selectOption({ label: "Our team" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("staff-booking").filter({ hasText: email })).toBeVisible();
  await expect(page.getByLabel("Host")).toHaveValue(/[0-9a-f-]{36}/);
});
