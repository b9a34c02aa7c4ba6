import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";

test("the stylesheet is inline, allowed by its hash, and no other inline style is", async ({ request }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "server output only: checked once, in the js-on project");
  const response = await request.get("/");
  const html = await response.text();
  const css = /<style data-app-css="">([\s\S]*?)<\/style>/.exec(html)?.[1];
  expect(css, "the document carries its stylesheet inline").toBeTruthy();
  expect(css!.length).toBeGreaterThan(5_000);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  expect(html).not.toMatch(/\sstyle="/);

  const styleSrc = /style-src ([^;]+)/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
  const hash = createHash("sha256").update(css!).digest("base64");
  expect(styleSrc.split(" ").sort()).toEqual(["'self'", `'sha256-${hash}'`].sort());
});

test("a returning visitor (one of the site's cookies) gets the stylesheet file instead, styled the same, with and without JavaScript", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "en_toast", value: "", url: baseURL! }]);
  const response = await page.goto("/services/cybersecurity");
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  const html = await response!.text();
  expect(html).not.toContain("<style data-app-css");
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
  const cta = page.getByRole("banner").getByRole("link", { name: "Book a Call" });
  await expect(cta).toHaveCSS("background-color", "rgb(23, 63, 114)");
  // A client-side navigation (with JavaScript) or the next document keeps the page styled.
  await page.getByRole("main").getByRole("link", { name: "Book a 15-minute discovery call" }).first().click();
  await expect(page).toHaveURL(/\/book$/);
  // The booking page's own step box, the same with and without JavaScript (its day list is a grid with it).
  await expect(page.getByRole("region", { name: "2. Pick a time" })).toHaveCSS("border-top-left-radius", "12px");
});

test("the page is styled with and without JavaScript, also after a client-side navigation", async ({ page }) => {
  await page.goto("/services/cybersecurity");
  const cta = page.getByRole("banner").getByRole("link", { name: "Book a Call" });
  // bg-brand-700 from the stylesheet: unstyled links have a transparent background.
  await expect(cta).toHaveCSS("background-color", "rgb(23, 63, 114)");
  // 'Book a Call' opens the contact modal once hydrated; a service page's call to action is a link to the booking page.
  await page.getByRole("main").getByRole("link", { name: "Book a 15-minute discovery call" }).first().click();
  await expect(page).toHaveURL(/\/book$/);
  // rounded-xl and a dashed border from the stylesheet: an unstyled section is square and has none. (The
  // day list was checked here; with JavaScript it is a month grid.)
  const step = page.getByRole("region", { name: "2. Pick a time" });
  await expect(step).toHaveCSS("border-top-left-radius", "12px");
  await expect(step).toHaveCSS("border-top-style", "dashed");
});
