import type { Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD, signInAsAdmin, staffHydrated } from "../support/admin";
import { expect, test } from "./fixtures";

type Project = { use: { javaScriptEnabled?: boolean } };
const jsOn = (project: Project) => project.use.javaScriptEnabled !== false;

async function hydrated(page: Page, project: Project) {
  if (jsOn(project))
    await expect(page.getByRole("banner").locator('button[aria-controls="mobile-menu"]')).toHaveCount(1);
}

/** The visible toast, from Radix (JavaScript on) or the server-rendered region (off). */
function toastWith(page: Page, title: string) {
  const radix = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  return radix.or(page.getByTestId("server-toast")).filter({ hasText: title });
}

/** Rate limits count per client IP: each test that fails on purpose comes from an address of its own. */
async function asClient(page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
}

async function openLogin(page: Page, project: Project, redirectTo = "/admin/blog") {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await hydrated(page, project);
}

async function submitPassword(page: Page, password: string) {
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test.describe("staff login with the local password", () => {
  test("signed out, /login shows the heading, the product's line and only the password form", async ({
    page,
  }, testInfo) => {
    await openLogin(page, testInfo.project);
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await expect(page.getByText("Sign in to manage your account and access restricted areas.")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Sign In with Google" })).toHaveCount(0);
    await expect(page.getByLabel("Email")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  test("an anonymous visit to the admin area goes to /login and, after signing in, back where it started", async ({
    page,
  }, testInfo) => {
    await page.goto("/admin/blog?from=e2e");
    await expect(page).toHaveURL(
      (url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/admin/blog?from=e2e",
    );
    await hydrated(page, testInfo.project);
    await submitPassword(page, E2E_ADMIN_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname + url.search === "/admin/blog?from=e2e");
    const nav = page.getByRole("navigation", { name: "Staff" });
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/admin/blog");
    await expect(nav.getByRole("link", { name: "Messages" })).toHaveAttribute("href", "/admin/messages");
    await expect(page.getByText("Signed in as the local administrator")).toBeVisible();
  });

  test("a wrong password shows 'Login Failed' / 'Invalid password.' next to the field, and the value is not sent back", async ({
    page,
  }, testInfo) => {
    await asClient(page);
    await openLogin(page, testInfo.project);
    const response = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/login"),
    );
    await submitPassword(page, "not-the-password");
    expect((await response).status()).toBe(400);
    const toast = toastWith(page, "Login Failed");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Invalid password.");
    const field = page.getByLabel("Password", { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const errorId = await field.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText("Invalid password.");
    if (!jsOn(testInfo.project)) await expect(field).toHaveValue("");
    expect(await page.content()).not.toContain("not-the-password");
    await expect(page).toHaveURL((url) => url.pathname === "/login");
  });

  test("after 5 attempts from one address the next is refused with 429, even with the right password", async ({
    page,
  }, testInfo) => {
    await asClient(page);
    await openLogin(page, testInfo.project);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/login"),
      );
      await submitPassword(page, `wrong-${attempt}`);
      expect((await response).status(), `attempt ${attempt}`).toBe(400);
      await hydrated(page, testInfo.project);
    }
    const response = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/login"),
    );
    await submitPassword(page, E2E_ADMIN_PASSWORD);
    expect((await response).status()).toBe(429);
    await expect(toastWith(page, "Login Failed")).toContainText(
      "Too many failed sign-in attempts. Try again in 15 minutes.",
    );
    await expect(page.getByRole("alert").filter({ hasText: "Too many failed sign-in attempts" })).toBeVisible();
    await page.goto("/admin/blog");
    await expect(page).toHaveURL((url) => url.pathname === "/login");
  });

  test("signed in, /login welcomes the local administrator; GET /logout does nothing; Sign Out (a POST) returns to / signed out", async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page, "/admin/blog");
    await openLogin(page, testInfo.project);
    await expect(page.getByText("Welcome! You are signed in as the local administrator.")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);

    await page.goto("/logout");
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await expect(page.getByText("Welcome! You are signed in as the local administrator.")).toBeVisible();
    await hydrated(page, testInfo.project);

    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByTestId("server-toast")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem")).toHaveCount(0);
    await page.goto("/admin/blog");
    await expect(page).toHaveURL(
      (url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/admin/blog",
    );
    await expect(page.getByText("Sign in to manage your account and access restricted areas.")).toBeVisible();
  });

  test("the admin layout's Sign Out signs out too, and a copy of the signed-out cookie opens nothing", async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page, "/admin/blog");
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "en_staff");
    expect(session, "the local admin session cookie").toBeTruthy();
    const replay = () =>
      page.request.get("/admin/blog", { headers: { Cookie: `en_staff=${session!.value}` }, maxRedirects: 0 });
    expect((await replay()).status()).toBe(200);

    await staffHydrated(page, jsOn(testInfo.project));
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.goto("/admin");
    await expect(page).toHaveURL((url) => url.pathname === "/login");

    const replayed = await replay();
    expect(replayed.status()).toBeGreaterThanOrEqual(300);
    expect(replayed.status()).toBeLessThan(400);
    expect(new URL(replayed.headers()["location"]!, "http://x").pathname).toBe("/login");
  });
});

test.describe("the staff frame", () => {
  test("the skip link passes the staff navigation, and a failed staff page keeps the frame", async ({ page }) => {
    await signInAsAdmin(page, "/admin/leads");
    const main = page.getByRole("main");
    await expect(main).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main-content");
    await expect(main).toHaveAttribute("id", "main-content");

    // A post that does not exist: the edit page's loader refuses with 404, caught inside the frame.
    const response = await page.goto("/admin/blog/987654321/edit");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a Call" })).toHaveCount(0);
  });
});
