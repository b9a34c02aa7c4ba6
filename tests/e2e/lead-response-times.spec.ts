// The response-time report: reached from the lead list, its range chosen with a GET form, its
// chart drawn on the server beside the table. Runs with JavaScript on and off; the fixtures run
// axe on every page visited. The figures themselves are checked against hand-worked numbers in
// app/leads/response-report.server.test.ts: other specs add leads here, so this one counts rows.
import type { Page } from "@playwright/test";
import { signInAsAdmin, staffHydrated } from "../support/admin";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { expect, test } from "./fixtures";

/**
 * A contact request answered as it came, so this week has a share to draw (arrived now, not an hour
 * ago: early on a Monday an hour ago is last week).
 */
async function seedAnsweredLead() {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    const email = `response.times.${Date.now().toString(36)}@example.com`;
    const request = await client.query<{ id: string }>(
      `insert into contact_requests (name, email, message, page, received_at)
       values ('Rhea Report', $1, 'Our Wi-Fi drops', '/contact', now()) returning id`,
      [email],
    );
    await client.query(
      `insert into leads (kind, contact_request_id, name, email, summary, received_at, respond_by, first_response_at, status)
       values ('contact', $1, 'Rhea Report', $2, 'Our Wi-Fi drops', now(), now() + interval '2 hours', now(),
               'contacted')`,
      [request.rows[0]!.id, email],
    );
  } finally {
    await client.end();
  }
}

const weekRows = (page: Page) => page.locator("#weekly-response-times tbody tr");

test.beforeAll(seedAnsweredLead);

test("the report shows the weekly table and its chart, and the range changes with a GET form", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInAsAdmin(page, "/admin/leads");
  await staffHydrated(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Response times report" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/response-times$/);
  await expect(page.getByRole("heading", { level: 1, name: "Response times" })).toBeVisible();

  // Twelve weeks at first, the current one on top and counted.
  const table = page.getByRole("table", { name: "Weekly response times, newest week first" });
  await expect(table).toBeVisible();
  await expect(weekRows(page)).toHaveCount(12);
  const current = weekRows(page).first();
  await expect(current).toContainText("(so far)");
  await expect(current.getByRole("cell").nth(2)).toHaveText(/^\d+% \(\d+ of \d+\)$/);

  // The chart: an SVG hidden from screen readers, one bar or dash per week, pointing at the table.
  const chart = page.getByTestId("response-chart");
  await expect(chart.locator("svg")).toHaveAttribute("aria-hidden", "true");
  await expect(chart.locator("svg [data-week]")).toHaveCount(12);
  await expect(chart.locator("svg rect").first()).toBeVisible();
  await expect(chart.getByRole("link", { name: "weekly table" })).toHaveAttribute("href", "#weekly-response-times");
  await expect(page.getByText("nearest-rank method")).toBeVisible();

  await staffHydrated(page, javaScriptEnabled);
  await page.getByLabel("Weeks", { exact: true }).selectOption({ label: "The last 4 weeks" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/response-times\?weeks=4$/);
  await expect(weekRows(page)).toHaveCount(4);
  await expect(page.locator("[data-testid=response-chart] svg [data-week]")).toHaveCount(4);
  await expect(page.getByLabel("Weeks", { exact: true })).toHaveValue("4");
  await expect(page.getByRole("table", { name: "By owner, the last 4 weeks" })).toBeVisible();
  await expect(page.getByRole("table", { name: "By kind, the last 4 weeks" })).toContainText("Contact request");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the report fits the screen: tables scroll in their own box", async ({ page }) => {
    await signInAsAdmin(page, "/admin/leads/response-times?weeks=26");
    await expect(weekRows(page)).toHaveCount(26);
    await expect(page.getByTestId("response-chart")).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test("the weekly table downloads as CSV", async ({ page }) => {
  await signInAsAdmin(page, "/admin/leads/response-times?weeks=4");
  const answer = await page.request.get("/admin/leads/response-times.csv?weeks=4");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/csv");
  const lines = (await answer.text()).trim().split("\r\n");
  expect(lines).toHaveLength(5);
  expect(lines[0]).toContain("Week starting (Monday, Eastern)");
});
