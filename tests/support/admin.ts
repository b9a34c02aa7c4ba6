import { expect, type Page } from "@playwright/test";

/** The local admin password of the e2e server (playwright.config.ts sets ADMIN_PASSWORD to it). */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password-0123456789abcdef";

/**
 * Signs in with the local admin password through the real /login form (works with JavaScript on
 * and off) and waits until the browser is on `redirectTo`.
 */
export async function signInAsAdmin(page: Page, redirectTo = "/admin/blog"): Promise<void> {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === redirectTo);
}

/**
 * With JavaScript, waits until React owns a staff page: the staff frame marks itself hydrated (the
 * public header's menu button, which public pages wait for, is not on staff pages).
 */
export async function staffHydrated(page: Page, javaScriptEnabled = true): Promise<void> {
  if (javaScriptEnabled) await expect(page.locator("[data-staff-frame][data-hydrated]")).toHaveCount(1);
}
