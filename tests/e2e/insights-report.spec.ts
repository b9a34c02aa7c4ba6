// The insights report: reached from the staff navigation, its period a link or a GET form, its
// charts drawn on the server beside their tables. Runs with JavaScript on and off; the fixtures run
// axe on every page visited. The figures themselves are checked against hand-worked numbers in
// app/insights/report.server.test.ts: other specs count visits here too, so this one checks shapes.
import { signInAsAdmin, staffHydrated } from "../support/admin";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { expect, test } from "./fixtures";

/** Two visits today (Eastern), one from a campaign that goes on to a second page, and a page not found. */
async function seedViews() {
  const client = await connectToDataDir(E2E_DATA_DIR);
  const tag = Date.now().toString(36);
  try {
    await client.query(
      `insert into insights_views (at, day, kind, visitor, path, source, medium, campaign, device, browser, referrer)
       select now(), (now() at time zone 'America/New_York')::date, kind, visitor, path, source, medium, campaign,
              device, browser, referrer
       from (values
         ('view', $1, '/services/cybersecurity', 'newsletter', 'email', 'e2e-report', 'phone', 'Safari', ''),
         ('view', $1, '/free-it-audit', 'internal', 'internal', '', 'phone', 'Safari', ''),
         ('view', $2, '/', 'Google', 'organic search', '', 'desktop', 'Chrome', ''),
         ('not_found', $2, '/e2e-old-page', '', '', '', 'desktop', 'Chrome', 'https://partner.example/links')
       ) as seeded (kind, visitor, path, source, medium, campaign, device, browser, referrer)`,
      [`e2e-a-${tag}`, `e2e-b-${tag}`],
    );
  } finally {
    await client.end();
  }
}

test.beforeAll(seedViews);

test("the report shows its figures, charts beside tables, and the period changes by link or form", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInAsAdmin(page, "/admin/leads");
  await staffHydrated(page, javaScriptEnabled);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Insights" }).click();
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "At a glance: the last 30 days" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");

  const days = page.getByRole("table", { name: "Day by day, newest first" });
  await expect(days.locator("tbody tr")).toHaveCount(30);
  const chart = page.getByTestId("insights-daily-chart");
  await expect(chart).toHaveAttribute("aria-hidden", "true");
  await expect(chart.locator("[data-day]")).toHaveCount(30);
  await expect(page.getByRole("link", { name: "daily table" })).toHaveAttribute("href", "#insights-days");
  await expect(page.getByTestId("insights-funnel-chart")).toBeVisible();
  await expect(page.getByRole("table", { name: /^Campaigns/ })).toContainText("e2e-report");
  await expect(page.getByRole("table", { name: /^Pages not found/ })).toContainText("/e2e-old-page");

  await staffHydrated(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/\/admin\/insights\?days=7$/);
  await expect(page.getByRole("table", { name: "Day by day, newest first" }).locator("tbody tr")).toHaveCount(7);

  await staffHydrated(page, javaScriptEnabled);
  await page.getByLabel("From", { exact: true }).fill("2026-01-10");
  await page.getByLabel("To (included)", { exact: true }).fill("2026-01-01");
  await page.getByRole("button", { name: "Show these dates" }).click();
  await expect(page).toHaveURL(/from=2026-01-10&to=2026-01-01$/);
  await expect(page.getByText("The end date comes before the start date (2026-01-10).")).toBeVisible();
  await expect(page.getByLabel("To (included)", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "These dates cannot be shown" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the report fits the screen: tables scroll in their own box", async ({ page }) => {
    await signInAsAdmin(page, "/admin/insights?days=90");
    await expect(page.getByTestId("insights-daily-chart")).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test("the report downloads as CSV", async ({ page }) => {
  await signInAsAdmin(page, "/admin/insights?days=7");
  const answer = await page.request.get("/admin/insights.csv?days=7");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/csv");
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="insights-\d{4}-\d{2}-\d{2}-to-/);
  const lines = (await answer.text()).split("\r\n");
  expect(lines[0]).toBe('\uFEFF"Section","Name","Detail","Measure","Value"');
  // Each browser project seeds its own visit: at least one.
  expect(lines.find((line) => line.startsWith('"Campaigns","e2e-report","","Visits",'))).toMatch(/,[1-9]\d*$/);
});
