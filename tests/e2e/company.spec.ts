import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const BRAND = "Peachtree Tech Partners";

/** Opens a company page and checks what every page must have: 200, its title, one h1, a closing call to /contact. */
async function openPage(page: Page, path: string, title: string, h1: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await expect(page).toHaveTitle(`${title} | ${BRAND}`);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length ?? 0).toBeGreaterThanOrEqual(70);
  expect(description?.length ?? 0).toBeLessThanOrEqual(160);
  return page.getByRole("main");
}

/** Every <img> in the locator is loaded (a wrong path or a blocked request leaves naturalWidth at 0). */
async function expectImagesLoaded(scope: Locator) {
  const images = scope.locator("img");
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

async function expectClosingCallToContact(main: Locator, label: string, href = "/contact") {
  const band = main.locator('section[aria-labelledby="cta-heading"]');
  // The discovery call is booked on /book; other next steps lead where the caller says.
  const target = label === "Book a Call" ? "/book" : href;
  await expect(band.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", target);
}

test.describe("/about-us", () => {
  test("tells the mission, values and way of working, and links to /our-team", async ({ page }) => {
    const main = await openPage(
      page,
      "/about-us",
      "About Us",
      "A local IT partner for the schools, nonprofits and small businesses of Atlanta",
    );

    const mission = main.getByRole("region", { name: "Our mission" });
    await expect(mission).toContainText("proactive, security-minded IT");
    await expect(mission).toContainText("Schools, nonprofits and small businesses run on technology");

    const values = main.getByRole("region", { name: "What we stand for" }).getByRole("listitem");
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Proactive IT management",
      "Cybersecurity first",
      "A strategic partnership",
    ]);
    await expect(values.nth(2)).toContainText("vCIO");
    await expect(values.nth(2)).toContainText("FERPA, CIPA, HIPAA");

    const promises = main.getByRole("region", { name: "What you can count on" });
    await expect(promises).toContainText("We respond within 2 hours during business hours, Mon-Fri 8AM-6PM EST.");
    await expect(promises).toContainText("By appointment only");
    await expect(promises).toContainText("24/7 hotline");

    const steps = main.getByRole("region", { name: "How we work" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toContainText("A 15-minute discovery call");

    await expectImagesLoaded(main);
    await expectClosingCallToContact(main, "Book a Call");

    const teamLink = main.getByRole("link", { name: "Meet our team" });
    await expect(teamLink).toHaveAttribute("href", "/our-team");
    await teamLink.click();
    await expect(page).toHaveURL(/\/our-team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The people who keep your technology running");
  });

  test("/about moves permanently to /about-us and only /about-us is in the sitemap", async ({ page, request }) => {
    const response = await request.get("/about", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/about-us");

    await page.goto("/about");
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/A local IT partner/);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/about-us", "/our-team", "/careers", "/case-studies", "/news-and-events"]) {
      expect(sitemap, path).toContain(`${path}</loc>`);
    }
    expect(sitemap).not.toContain("/about</loc>");
  });
});

test("/our-team shows six leadership cards and both team notes", async ({ page }) => {
  const main = await openPage(page, "/our-team", "Our Team", "The people who keep your technology running");

  const cards = main.getByRole("region", { name: "Leadership" }).getByRole("listitem");
  await expect(cards).toHaveCount(6);
  const leaders = [
    ["Marcus Ellison", "Chief Executive Officer", "ME"],
    ["Priya Raman", "Chief Technology Officer", "PR"],
    ["Darnell Okafor", "Director of Security", "DO"],
    ["Laura Whitfield", "Director of Client Success", "LW"],
    ["Javier Morales", "Service Delivery Manager", "JM"],
    ["Grace Adeyemi", "vCIO & Compliance Lead", "GA"],
  ] as const;
  for (const [index, [name, title, initials]] of leaders.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
    await expect(card.getByText(title, { exact: true })).toBeVisible();
    // The avatar is initials, hidden from screen readers (the name follows it), never a photo.
    await expect(card.locator('[aria-hidden="true"]')).toHaveText(initials);
    await expect(card.locator("img")).toHaveCount(0);
  }
  await expect(cards.nth(4)).toContainText("we respond within 2 hours");

  const leads = main.getByRole("region", { name: "Team leads" });
  await expect(
    leads.getByText("6 leads across Support, Security, Projects, Cloud, Sales and QA", { exact: true }),
  ).toBeVisible();
  await expect(leads.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText([
    "Support",
    "Security",
    "Projects",
    "Cloud",
    "Sales",
    "QA",
  ]);

  await expect(main.getByRole("region", { name: "Our experts" })).toContainText("about 20 engineers and analysts");
  await expectClosingCallToContact(main, "Book a Call");
});

test("/careers says there are no open roles and how to send a CV anyway", async ({ page }) => {
  const main = await openPage(
    page,
    "/careers",
    "Careers",
    "Do IT work that keeps classrooms, nonprofits and small offices running",
  );

  await expect(main.getByRole("region", { name: "What it is like to work here" }).getByRole("listitem")).toHaveCount(4);
  const benefits = main.getByRole("region", { name: "Benefits" }).getByRole("listitem");
  await expect(benefits).toHaveCount(8);
  await expect(benefits.first()).toContainText("Medical, dental and vision");

  const roles = main.getByRole("region", { name: "Open roles" });
  await expect(roles.getByText("There are no available opportunities right now.", { exact: true })).toBeVisible();
  const cv = roles.getByRole("link", { name: "Email your CV to careers@example.com" });
  await expect(cv).toHaveAttribute("href", "mailto:careers@example.com?subject=CV%3A%20general%20application");
  await expect(roles.getByRole("listitem")).toHaveCount(3);

  await expectClosingCallToContact(main, "Book a Call");
});

test("/case-studies tells three stories with challenge, solution, result and a link to /#contact", async ({ page }) => {
  const main = await openPage(page, "/case-studies", "Case Studies", "Results our clients can measure");

  const stories = [
    ["Magnolia Grove Charter School", "K-12 school", "0network outages during spring 2025 state testing"],
    ["Riverbend Family Pantry Network", "Nonprofit", "31% → 4%phishing simulation click rate after six months"],
    ["Linden & Shaw Accounting", "Small business", "47 minto restore the full file server in a monthly test"],
  ] as const;
  for (const [client, sector, metric] of stories) {
    const story = main.getByRole("region", { name: client, exact: true });
    await expect(story.getByRole("heading", { level: 2 })).toHaveText(client);
    await expect(story.getByText(sector, { exact: true })).toBeVisible();
    await expect(story.getByRole("heading", { level: 3 })).toHaveText(["Challenge", "Solution", "Result"]);
    for (const part of ["Challenge", "Solution", "Result"]) {
      // Each heading is followed by its text: a real paragraph, not an empty box.
      const text = story.getByRole("heading", { name: part, exact: true }).locator("xpath=following-sibling::p[1]");
      expect((await text.textContent())?.length ?? 0, `${client}: ${part}`).toBeGreaterThan(80);
    }
    await expect(story.getByRole("listitem").first()).toHaveText(metric);
    await expect(story.getByRole("link", { name: "Start a similar project", exact: true })).toHaveAttribute(
      "href",
      "/#contact",
    );
  }
  await expect(main.getByRole("link", { name: "Start a similar project" })).toHaveCount(3);
  await expectImagesLoaded(main);
  await expectClosingCallToContact(main, "Get a free IT audit", "/free-it-audit");

  await main.getByRole("link", { name: "Start a similar project" }).first().click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator("#contact")).toBeInViewport();
});

test("/news-and-events lists three dated news items and the events notice", async ({ page }) => {
  const main = await openPage(page, "/news-and-events", "News & Events", "News and events");

  const items = main.getByRole("region", { name: "Latest news" }).getByRole("article");
  await expect(items).toHaveCount(3);
  const expected = [
    ["2026-10-20", "October 20, 2026", "Free ransomware tabletop exercise for 14 metro Atlanta schools"],
    ["2026-06-16", "June 16, 2026", "Our Midtown office opens for client meetings and device drop-off"],
    ["2025-11-12", "November 12, 2025", "Free phishing simulations for Atlanta nonprofits"],
  ] as const;
  for (const [index, [iso, shown, title]] of expected.entries()) {
    const item = items.nth(index);
    await expect(item.locator("time")).toHaveAttribute("datetime", iso);
    await expect(item.locator("time")).toHaveText(shown);
    await expect(item.getByRole("heading", { level: 3 })).toHaveText(title);
    expect((await item.locator("p").textContent())?.length ?? 0).toBeGreaterThan(80);
  }
  // The office news takes the address and visiting rule from the site's facts.
  await expect(items.nth(1)).toContainText("1180 Peachtree St NE, Suite 400, Atlanta, GA 30309");
  await expect(items.nth(1)).toContainText("by appointment only");

  const events = main.getByRole("region", { name: "Upcoming events" });
  await expect(events.getByText("Events Calendar Coming Soon", { exact: true })).toBeVisible();
  await expectClosingCallToContact(main, "Request a workshop");
});
