import { expect, test } from "./fixtures";

const jsOn = (project: { use: { javaScriptEnabled?: boolean } }) => project.use.javaScriptEnabled !== false;

test.describe("header", () => {
  test("links to the home page sections and to /contact", async ({ page }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of [
      ["Home", "/#home"],
      ["Services", "/#services"],
      ["Testimonials", "/#testimonials"],
      ["Contact", "/#contact"],
    ] as const) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Book a Call" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("a section link from another page goes to that section of the home page", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator("#services")).toBeInViewport();
  });

  test("on the home page a section link scrolls to the section", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#testimonials")).not.toBeInViewport();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.locator("#testimonials")).toBeInViewport();
  });

  test("turns translucent past 50 px only with JavaScript", async ({ page }, testInfo) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 30);
    await page.waitForTimeout(200);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 300);
    if (jsOn(testInfo.project)) {
      await expect(header).toHaveAttribute("data-scrolled", "true");
      await expect(header).toHaveClass(/backdrop-frost/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute("data-scrolled", "false");
    } else {
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await expect(header).not.toHaveClass(/backdrop-frost/);
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const menuToggle = (page: import("@playwright/test").Page) =>
    page.getByRole("banner").getByText("Menu", { exact: true });

  test("opens, lists the links, and closes on navigation", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeHidden();

    await menuToggle(page).click();
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole("link").filter({ hasNotText: "Close menu" })).toHaveText([
      "Home",
      "Services",
      "Testimonials",
      "Contact",
      "Book a Call",
    ]);

    await mobile.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(mobile).toBeHidden();
    await expect(page.locator("#services")).toBeInViewport();

    // Again on the same page: a jump to another section must close it too.
    await menuToggle(page).click();
    await expect(mobile).toBeVisible();
    await mobile.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(mobile).toBeHidden();
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("is operable from the keyboard", async ({ page }, testInfo) => {
    await page.goto("/");
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    // With JavaScript the no-JS link is swapped for a button on hydration; wait for it.
    if (jsOn(testInfo.project)) await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(mobile).toBeVisible();
    if (jsOn(testInfo.project)) {
      await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    } else {
      await mobile.getByRole("link", { name: "Close menu" }).focus();
      await page.keyboard.press("Enter");
    }
    await expect(mobile).toBeHidden();
  });
});

test.describe("footer", () => {
  test("holds the brand, contact details, link columns, social and legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Peachtree Tech Partners", { exact: true })).toBeVisible();
    await expect(footer.getByText(/Proactive IT, cloud and cybersecurity/)).toBeVisible();
    await expect(footer.getByRole("link", { name: "(404) 555-0142" })).toHaveAttribute("href", "tel:+14045550142");
    await expect(footer.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    await expect(footer.getByText("Mon-Fri 8AM-6PM EST", { exact: false })).toBeVisible();

    const services = footer.getByRole("navigation", { name: "Services" }).getByRole("link");
    await expect(services).toHaveCount(6);
    await expect(footer.getByRole("link", { name: "Cybersecurity" })).toHaveAttribute(
      "href",
      "/services/cybersecurity",
    );
    for (const [label, href] of [
      ["About Us", "/about-us"],
      ["Our Team", "/our-team"],
      ["Careers", "/careers"],
      ["Case Studies", "/case-studies"],
      ["Blog", "/blog"],
      ["News & Events", "/news-and-events"],
      ["Contact Support", "/support/contact-support"],
      ["Training", "/support/training"],
      ["Certification", "/support/certification"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Cookie Policy", "/cookie-policy"],
    ]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href!);
    }

    // Social profiles are configuration (the test server sets LinkedIn and Facebook only).
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(2);
    await expect(social.first()).toHaveAttribute("href", "https://www.linkedin.com/company/example");
    await expect(social.first()).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByText(/isn't implemented yet/)).toHaveCount(0);
  });

  test("'Back to Top' returns to the top of the page", async ({ page }) => {
    await page.goto("/");
    const back = page.getByRole("link", { name: /Back to Top/ });
    await back.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });
});

test.describe("errors", () => {
  test("an unknown page is a real 404 inside the site's shell", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Peachtree Tech Partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an error page in production shows no stack trace", async ({ request, baseURL }) => {
    // The home page has no action: posting to it is an error the boundary renders.
    const response = await request.post("/", { headers: { Origin: baseURL! }, form: { x: "1" } });
    expect(response.status()).toBe(405);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.tsx?:\d+/);
  });
});

test("each page has exactly one h1 and a skip link to the main content", async ({ page }) => {
  for (const path of ["/", "/contact", "/missing"]) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main-content");
  }
});
