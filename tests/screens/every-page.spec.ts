import { test, type Page } from "@playwright/test";
import { signInAsAdmin } from "../support/admin";
import { finishAudit } from "../e2e/free-it-audit-helpers";
import { loadAllImages } from "../support/load-images";
import { PUBLIC_PATHS } from "../support/public-paths";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

const STAFF_PATHS = [
  "/admin/leads",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/messages",
  "/admin/bookings",
  "/admin/availability",
  "/admin/calendars",
  "/admin/assessments",
  "/admin/privacy",
  "/admin/hosts",
  "/admin/insights",
  "/admin/leads/response-times",
];

function fileName(path: string): string {
  const name = path
    .replace(/^\/+/, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/-+$/, "");
  return name || "home";
}

async function shoot(page: Page, project: string, path: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await loadAllImages(page);
    await page.screenshot({ path: `screenshots/${project}/${viewport.name}/${fileName(path)}.png`, fullPage: true });
  }
}

/** The first link on `listPath` whose address matches `pattern`: a detail page to photograph. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string | undefined> {
  await page.goto(listPath);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  return hrefs.find((href): href is string => Boolean(href && pattern.test(href)));
}

test("every public page", async ({ page }, testInfo) => {
  const extra = ["/book", "/free-it-audit", "/login", "/a-page-that-does-not-exist"];
  const post = await firstLink(page, "/blog", /^\/blog\/[a-z0-9-]+$/);
  const day = await firstLink(page, "/book", /^\/book\/\d{4}-\d{2}-\d{2}$/);
  for (const path of [...PUBLIC_PATHS, ...extra, post, day]) {
    if (path) await shoot(page, testInfo.project.name, path);
  }
  await finishAudit(page, `screens-${Date.now()}@example.com`);
  await shoot(page, testInfo.project.name, new URL(page.url()).pathname);
});

test("every staff page", async ({ page }, testInfo) => {
  await signInAsAdmin(page, "/admin/leads");
  const details = [
    await firstLink(page, "/admin/leads", /^\/admin\/leads\/[0-9a-f-]{36}$/),
    await firstLink(page, "/admin/assessments", /^\/admin\/assessments\/\d+$/),
    await firstLink(page, "/admin/blog", /^\/admin\/blog\/\d+\/edit$/),
    await firstLink(page, "/admin/blog", /^\/admin\/blog\/\d+\/preview$/),
    await firstLink(page, "/admin/blog", /^\/admin\/blog\/\d+\/delete$/),
    await firstLink(page, "/admin/hosts", /^\/admin\/hosts\/[0-9a-f-]{36}$/),
  ];
  for (const path of [...STAFF_PATHS, ...details]) {
    if (path) await shoot(page, testInfo.project.name, path);
  }
});
