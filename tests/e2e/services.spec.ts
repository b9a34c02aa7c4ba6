import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const BRAND = "Peachtree Tech Partners";

const jsOn = (project: { use: { javaScriptEnabled?: boolean } }) => project.use.javaScriptEnabled !== false;

/** What each service page must show: written out here, so a change to the copy is a deliberate one. */
const SERVICES = [
  {
    slug: "managed-it-services",
    name: "Managed IT Services",
    h1: "A proactive IT department for a flat monthly fee",
    clients: ["Oakhurst Community School", "Piedmont Ridge Accounting"],
  },
  {
    slug: "cybersecurity",
    name: "Cybersecurity",
    h1: "Security that fits how your team actually works",
    clients: ["Sweet Auburn Family Services", "Magnolia Lane Pediatrics"],
  },
  {
    slug: "cloud-solutions",
    name: "Cloud Solutions",
    h1: "Move to the cloud without losing a day of work",
    clients: ["Cabbagetown Arts Collective", "Ashby Street Architects"],
  },
  {
    slug: "network-infrastructure",
    name: "Network Infrastructure",
    h1: "Wi-Fi and networks that hold up when every seat is full",
    clients: ["Lakewood Heights Academy", "Marietta Street Makerspace"],
  },
  {
    slug: "digital-transformation",
    name: "Digital Transformation",
    h1: "Replace paper and spreadsheets with workflows your team will use",
    clients: ["Mechanicsville Housing Coalition", "Candler Park Landscaping"],
  },
  {
    slug: "data-analytics",
    name: "Data & Analytics",
    h1: "Turn the data you already have into decisions",
    clients: ["Peoplestown Tutoring Network", "Vine City Fresh Market"],
  },
] as const;

const slugOf = (company: string) => company.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The page's BreadcrumbList JSON-LD, parsed (the root also renders the business's own JSON-LD). */
async function breadcrumbList(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const lists = scripts.map((text) => JSON.parse(text)).filter((data) => data["@type"] === "BreadcrumbList");
  expect(lists, "one BreadcrumbList").toHaveLength(1);
  return lists[0] as { itemListElement: { "@type": string; position: number; name: string; item: string }[] };
}

async function expectDescription(page: Page) {
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length ?? 0).toBeGreaterThanOrEqual(70);
  expect(description?.length ?? 0).toBeLessThanOrEqual(160);
  return description!;
}

/**
 * An <img> that must really be there: the right attributes in the HTML, a file the server serves
 * as SVG, and, with JavaScript on, a decoded image (naturalWidth > 0) once scrolled into view.
 */
async function expectImage(
  page: Page,
  img: Locator,
  attrs: { src: string; alt: string | RegExp; width: number; height: number },
  withJs: boolean,
) {
  await expect(img).toHaveAttribute("src", attrs.src);
  await expect(img).toHaveAttribute("alt", attrs.alt);
  await expect(img).toHaveAttribute("width", String(attrs.width));
  await expect(img).toHaveAttribute("height", String(attrs.height));
  const file = await page.request.get(attrs.src);
  expect(file.status(), attrs.src).toBe(200);
  expect(file.headers()["content-type"]).toContain("image/svg+xml");
  if (withJs) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test.describe("/services", () => {
  test("introduces the six services and links to each page", async ({ page }) => {
    const response = await page.goto("/services");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`IT Services for Schools, Nonprofits & Small Businesses | ${BRAND}`);
    await expectDescription(page);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Everything your organization needs from IT, with one accountable partner",
    );

    const list = page.getByRole("region", { name: "Our six services" });
    const links = list.getByRole("link");
    await expect(links).toHaveCount(6);
    await expect(links).toHaveText(SERVICES.map((service) => service.name));
    for (const [index, service] of SERVICES.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/services/${service.slug}`);
    }
    await expect(list.getByRole("heading", { level: 3 })).toHaveCount(6);

    for (const [action, href] of [
      ["Book a 15-minute discovery call", "/book"],
      ["Get a free IT audit", "/free-it-audit"],
    ] as const) {
      const ctas = page.getByRole("main").getByRole("link", { name: action });
      expect(await ctas.count()).toBeGreaterThan(0);
      for (const cta of await ctas.all()) await expect(cta).toHaveAttribute("href", href);
    }

    const crumbs = await breadcrumbList(page);
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(["Home", "Services"]);
  });

  test("a service card leads to its page", async ({ page }, testInfo) => {
    await page.goto("/services");
    // With JavaScript, wait for hydration so the click is a client-side navigation (a data request).
    // (The header swaps its no-JavaScript "Menu" link for a button once React has hydrated.)
    if (jsOn(testInfo.project))
      await expect(page.getByRole("button", { name: "Menu", includeHidden: true })).toHaveCount(1);
    await page.getByRole("region", { name: "Our six services" }).getByRole("link", { name: "Cybersecurity" }).click();
    await expect(page).toHaveURL(/\/services\/cybersecurity$/);
    await expect(page).toHaveTitle(`Cybersecurity | ${BRAND}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security that fits how your team actually works");
    await expect(page.locator("#success-stories").getByRole("article")).toHaveCount(2);
  });
});

test.describe("service pages", () => {
  for (const service of SERVICES) {
    test(`/services/${service.slug} has its hero, cards, advantages, stories and calls to action`, async ({
      page,
    }, testInfo) => {
      const withJs = jsOn(testInfo.project);
      const path = `/services/${service.slug}`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      // Meta: the exact title, a description of its own.
      await expect(page).toHaveTitle(`${service.name} | ${BRAND}`);
      const description = await expectDescription(page);
      expect(description).not.toContain(BRAND);

      // Hero: one h1, the service's name above it, calls to action to /contact and the audit.
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.h1);
      const hero = page.getByRole("region", { name: service.h1 });
      await expect(hero.getByText(service.name, { exact: true })).toBeVisible();
      const heroLinks = hero.getByRole("link");
      await expect(heroLinks).toHaveText(["Book a 15-minute discovery call", "Get a free IT audit"]);
      await expect(heroLinks.first()).toHaveAttribute("href", "/book");
      await expect(heroLinks.nth(1)).toHaveAttribute("href", "/free-it-audit");

      // Four service cards, each a titled card with text.
      const cards = page.locator("#whats-included").getByRole("listitem");
      await expect(cards).toHaveCount(4);
      for (const card of await cards.all()) {
        await expect(card.getByRole("heading", { level: 3 })).toHaveCount(1);
        await expect(card.locator("p")).toHaveText(/\S.{40,}/);
      }

      // Advantages: a list of four to six beside the service's illustration.
      const advantages = page.locator("#advantages");
      const items = advantages.getByRole("listitem");
      expect(await items.count()).toBeGreaterThanOrEqual(4);
      expect(await items.count()).toBeLessThanOrEqual(6);
      await expect(advantages.getByRole("img")).toHaveCount(1);
      await expectImage(
        page,
        advantages.getByRole("img"),
        { src: `/images/services/${service.slug}.svg`, alt: /\w.{20,}/, width: 560, height: 420 },
        withJs,
      );

      // Two success stories: company, challenge, solution, a measured result, and a logo.
      const stories = page.locator("#success-stories").getByRole("article");
      await expect(stories).toHaveCount(2);
      for (const [index, company] of service.clients.entries()) {
        const story = stories.nth(index);
        await expect(story.getByRole("heading", { level: 3 })).toHaveText(company);
        await expect(story.locator("dt")).toHaveText(["Challenge", "Solution", "Result"]);
        await expect(story.locator("dd")).toHaveCount(3);
        for (const text of await story.locator("dd").allTextContents()) expect(text.length).toBeGreaterThan(60);
        await expect(story.locator("dd").nth(2)).toHaveText(/\d/);
        await expectImage(
          page,
          story.getByRole("img", { name: `${company} logo`, exact: true }),
          { src: `/images/clients/${slugOf(company)}.svg`, alt: `${company} logo`, width: 64, height: 64 },
          withJs,
        );
      }

      // The closing band asks for the next step: a call on /contact, or the free IT audit.
      const band = page.locator('section[aria-labelledby="cta-heading"]');
      await expect(band.getByRole("heading", { level: 2 })).toBeVisible();
      const bandLinks = band.getByRole("link");
      await expect(bandLinks).toHaveCount(2);
      const audit = /free IT audit/i.test((await bandLinks.first().textContent()) ?? "");
      await expect(bandLinks.first()).toHaveAttribute("href", audit ? "/free-it-audit" : "/book");
      await expect(bandLinks.nth(1)).toHaveAttribute("href", "tel:+14045550142");

      // Headings in order: h1, then h2 bands, h3 inside them.
      const levels = await page
        .getByRole("main")
        .locator("h1, h2, h3, h4")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      for (let i = 1; i < levels.length; i++)
        expect(levels[i]! - levels[i - 1]!, `heading levels ${levels}`).toBeLessThanOrEqual(1);

      // Breadcrumbs for search engines: Home > Services > this service, with absolute URLs.
      const crumbs = await breadcrumbList(page);
      expect(crumbs.itemListElement).toHaveLength(3);
      expect(crumbs.itemListElement.map((item) => item.name)).toEqual(["Home", "Services", service.name]);
      expect(crumbs.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
      expect(crumbs.itemListElement.map((item) => new URL(item.item).pathname)).toEqual(["/", "/services", path]);
      expect(new URL(crumbs.itemListElement[2]!.item).origin).toBe(new URL(page.url()).origin);
    });
  }

  test("an unknown service answers 404 with the site's not-found page", async ({ page }) => {
    const response = await page.goto("/services/unknown");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page Not Found | ${BRAND}`);
    await expect(page.locator("title")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByText("Page not found")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test("the sitemap lists /services and the six service pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(locs).toContain("/services");
  for (const service of SERVICES) expect(locs).toContain(`/services/${service.slug}`);
  expect(locs).not.toContain("/services/:slug");
});
