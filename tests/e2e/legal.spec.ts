import { expect, test } from "./fixtures";

const LAST_UPDATED = "Last updated: November 28, 2026";

const pages = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy | Peachtree Tech Partners",
    h1: "Privacy Policy",
    sections: [
      "Information we collect",
      "How we use and share your information",
      "How long we keep it",
      "Your rights and choices",
      "How we protect it, and how to reach us",
    ],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service | Peachtree Tech Partners",
    h1: "Terms of Service",
    sections: [
      "About this website and our services",
      "Quotes, service agreements and response times",
      "Acceptable use of the website",
      "Intellectual property",
      "Disclaimers and limitation of liability",
      "Governing law, changes and contact",
    ],
  },
  {
    path: "/cookie-policy",
    title: "Cookie Policy | Peachtree Tech Partners",
    h1: "Cookie Policy",
    sections: ["What cookies are and how we use them", "Cookies we use", "What we do not use", "Managing cookies"],
  },
] as const;

for (const legal of pages) {
  test(`${legal.path} has its ${legal.sections.length} sections and the last-updated date`, async ({ page }) => {
    const response = await page.goto(legal.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(legal.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.h1);

    const article = page.getByRole("main").locator("article");
    await expect(article.locator("h2")).toHaveCount(legal.sections.length);
    await expect(article.locator("h2")).toHaveText([...legal.sections]);
    await expect(page.getByText(LAST_UPDATED, { exact: true })).toHaveCount(1);
    await expect(page.locator("time")).toHaveAttribute("datetime", "2026-11-28");

    // The table of contents points at each section.
    const toc = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    await expect(toc).toHaveText([...legal.sections]);
    for (const link of await toc.all()) {
      const target = await link.getAttribute("href");
      await expect(page.locator(`article section${target}`)).toHaveCount(1);
    }
  });
}

test("the privacy policy says what is collected, how it is delivered and how long it is kept", async ({ page }) => {
  await page.goto("/privacy-policy");
  const article = page.getByRole("main").locator("article");
  await expect(article).toContainText("EmailJS");
  await expect(article).toContainText("IP address");
  await expect(article).toContainText("12 months");
  await expect(article).toContainText("PostgreSQL");
  await expect(article).toContainText(/do not sell/);
  await expect(article.getByRole("link", { name: "hello@example.com" }).first()).toHaveAttribute(
    "href",
    "mailto:hello@example.com",
  );
});

test("the cookie policy names every cookie the site sets", async ({ page }) => {
  await page.goto("/cookie-policy");
  const table = page.getByRole("main").getByRole("table", { name: "Every cookie this website sets" });
  await expect(table.getByRole("rowheader")).toHaveText([
    "en_toast",
    "Admin session cookie",
    "en_signin_next",
    "Supabase authentication cookies (names starting with sb-)",
  ]);
  await expect(table.getByRole("row", { name: /en_toast/ })).toContainText("httpOnly");
  await expect(page.getByRole("main").locator("article")).toContainText("No analytics cookies");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cookie table becomes one card per cookie, each field named", async ({ page }) => {
    await page.goto("/cookie-policy");
    const main = page.getByRole("main");
    await expect(main.getByRole("table")).toBeHidden();
    const cards = main.getByRole("region", { name: "Every cookie this website sets" }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toContainText("en_toast");
    await expect(cards.first().getByRole("term")).toHaveText(["Who gets it", "What it does", "How long it lasts"]);
    // Nothing pushed beyond the screen's edge.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
