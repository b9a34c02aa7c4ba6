import type { Locator, Page } from "@playwright/test";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { expect, test } from "./fixtures";

const jsOn = (project: { use: { javaScriptEnabled?: boolean } }) => project.use.javaScriptEnabled !== false;

const SECTION_IDS = ["home", "services", "technologies", "testimonials", "contact"];

const SERVICES: [string, string][] = [
  ["Managed IT Services", "/services/managed-it-services"],
  ["Cybersecurity", "/services/cybersecurity"],
  ["Cloud Solutions", "/services/cloud-solutions"],
  ["Network Infrastructure", "/services/network-infrastructure"],
  ["Digital Transformation", "/services/digital-transformation"],
  ["Data & Analytics", "/services/data-analytics"],
];

const CERTIFICATIONS = [
  "Microsoft Solutions Partner",
  "CompTIA Security+ Certified Team",
  "NIST Cybersecurity Framework Aligned",
  "CIS Critical Security Controls",
  "HIPAA Compliance Support",
  "FERPA & CIPA Ready for Schools",
];

const SENT_TITLE = "✅ Message Sent!";
const SENT_TEXT = "Thanks for reaching out! We'll get back to you shortly.";

const form = (page: Page) => page.locator("#home-contact-form");

/** A partner's entry in the technology section, found by its visible name. */
const partner = (page: Page, name: string) =>
  page.locator("#technologies li").filter({ has: page.getByText(name, { exact: true }) });

/** The element a visitor sees at the centre of a partner's logo tile. */
async function topmostAtTileCentre(entry: Locator): Promise<"img" | "initial" | string> {
  const tile = entry.locator("span:has(> [data-partner-initial])");
  await tile.evaluate((element) => element.scrollIntoView({ block: "center" }));
  return tile.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (top?.tagName === "IMG") return "img";
    if (top?.hasAttribute("data-partner-initial")) return "initial";
    return top?.outerHTML.slice(0, 80) ?? "nothing";
  });
}

function toastWith(page: Page, title: string) {
  const radix = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  return radix.or(page.getByTestId("server-toast")).filter({ hasText: title });
}

test("the home page has its title, one h1 and the sections in the product's order", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Managed IT & Cybersecurity Services in Atlanta | Peachtree Tech Partners");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Managed IT and cybersecurity");

  const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids.filter((id) => SECTION_IDS.includes(id))).toEqual(SECTION_IDS);

  // Headings never skip a level (h1 > h2 > h3) inside the page's content.
  const levels = await page
    .locator("main :is(h1, h2, h3, h4, h5, h6)")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++)
    expect(levels[i]! - levels[i - 1]!, `heading ${i} level`).toBeLessThanOrEqual(1);
});

test("the hero offers the two first steps and the trust signals", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("#home");
  await expect(hero.getByRole("link", { name: "Book a 15-minute discovery call" })).toHaveAttribute("href", "/book");
  await expect(hero.getByRole("link", { name: "Get a free IT audit" })).toHaveAttribute("href", "/free-it-audit");
  await expect(hero.getByText(/We respond within 2 hours/)).toBeVisible();
  await expect(hero.getByText("Emergency support 24/7")).toBeVisible();
});

test("about shows the three value cards", async ({ page }) => {
  await page.goto("/");
  const about = page.locator("#about");
  await expect(about.getByRole("heading", { level: 3 })).toHaveText([
    "Proactive IT management",
    "Cybersecurity-first",
    "Strategic partnership",
  ]);
  await expect(about.getByText(/virtual CIO \(vCIO\)/)).toBeVisible();
  await expect(about.getByText(/[Cc]ompliance/).first()).toBeVisible();
});

test("services lists the six services, each linking to its page", async ({ page }) => {
  await page.goto("/");
  const links = page.locator("#services").getByRole("listitem").getByRole("link");
  await expect(links).toHaveCount(6);
  await expect(links).toHaveText(SERVICES.map(([name]) => name));
  for (const [index, [, href]] of SERVICES.entries()) await expect(links.nth(index)).toHaveAttribute("href", href);
  await expect(page.locator("#services").getByRole("link", { name: "View all services" })).toHaveAttribute(
    "href",
    "/services",
  );
});

test("technology partnerships has four groups of partners with logos or wordmarks", async ({ page }) => {
  await page.goto("/");
  const technologies = page.locator("#technologies");
  await expect(technologies.getByRole("heading", { level: 3 })).toHaveText([
    "Cloud Platforms",
    "Security Solutions",
    "Infrastructure",
    "Development & DevOps",
  ]);
  for (const group of ["Cloud Platforms", "Security Solutions", "Infrastructure", "Development & DevOps"]) {
    const count = await technologies.getByRole("list", { name: group }).getByRole("listitem").count();
    expect(count, group).toBeGreaterThanOrEqual(3);
    expect(count, group).toBeLessThanOrEqual(4);
  }

  // A logo that loads covers the initial underneath it; the name stays readable text.
  const fortinet = partner(page, "Fortinet");
  const logo = fortinet.locator("img");
  await expect(logo).toHaveAttribute("src", "/images/partners/fortinet.svg");
  await expect(logo).toHaveAttribute("alt", "");
  await expect(logo).toHaveAttribute("width", "40");
  await expect(logo).toHaveAttribute("height", "40");
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
  await expect(logo).toBeVisible();
  expect(await topmostAtTileCentre(fortinet)).toBe("img");

  // A wordmark is drawn wide enough for its letters to read.
  await expect(partner(page, "Veeam").locator("img")).toHaveAttribute("width", "96");

  // A vendor simple-icons no longer carries shows its name set in type, with no image and no initial.
  const microsoft = partner(page, "Microsoft 365");
  await expect(microsoft.locator("img")).toHaveCount(0);
  await expect(microsoft.locator("[data-partner-initial]")).toHaveCount(0);
  await expect(microsoft.getByText("Microsoft 365", { exact: true })).toBeVisible();

  // No logo or illustration comes from another host.
  const sources = await page
    .locator("main img")
    .evaluateAll((images) => images.map((img) => img.getAttribute("src") ?? ""));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) expect(src).toMatch(/^\/images\/(partners|services)\/[a-z0-9-]+\.svg$/);
});

test("a partner logo that fails to load shows the partner's first letter instead", async ({ page }) => {
  // A 404 rather than an aborted request: Chromium logs an aborted load as a console error,
  // which the fixture (rightly) fails on; a 4xx is the same failure to the <img>.
  await page.route("**/images/partners/fortinet.svg", (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" }),
  );
  await page.goto("/");
  const fortinet = partner(page, "Fortinet");
  const logo = fortinet.locator("img");
  await expect(logo).toHaveCount(1);
  await fortinet.scrollIntoViewIfNeeded(); // the entry, not the image: a broken image has no box
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);

  await expect(fortinet.getByText("F", { exact: true })).toBeVisible();
  await expect(logo).toBeHidden();
  expect(await topmostAtTileCentre(fortinet)).toBe("initial");
  // The partner is still named by its text.
  await expect(fortinet).toContainText("Fortinet");

  // Another logo is unaffected.
  const cloudflare = partner(page, "Cloudflare");
  await cloudflare.locator("img").scrollIntoViewIfNeeded();
  await expect(cloudflare.locator("img")).toBeVisible();
  expect(await topmostAtTileCentre(cloudflare)).toBe("img");
});

test("testimonials shows three quotes with their authors and a 5-star rating", async ({ page }) => {
  await page.goto("/");
  const quotes = page.locator("#testimonials figure");
  await expect(quotes).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const quote = quotes.nth(i);
    await expect(quote.getByRole("img", { name: "Rated 5 out of 5 stars" })).toBeVisible();
    await expect(quote.locator("blockquote")).not.toBeEmpty();
    await expect(quote.locator("figcaption")).toContainText(/\S+.*, .+/);
  }
  await expect(page.locator("#testimonials").getByRole("img", { name: "Rated 5 out of 5 stars" })).toHaveCount(3);
});

test("the call-to-action band, the contact section and the six certifications follow", async ({ page }) => {
  await page.goto("/");
  const band = page.getByRole("region", { name: "Find out where your IT stands, for free" });
  await expect(band.getByRole("link", { name: "Get a free IT audit" })).toHaveAttribute("href", "/free-it-audit");
  await expect(band.getByRole("link", { name: /Or call \(404\) 555-0142/ })).toHaveAttribute(
    "href",
    "tel:+14045550142",
  );

  const contact = page.locator("#contact");
  await expect(contact.getByRole("link", { name: "(404) 555-0142" })).toHaveAttribute("href", "tel:+14045550142");
  await expect(contact.getByText("Mon-Fri 8AM-6PM EST")).toBeVisible();
  await expect(contact.getByText(/We respond within 2 hours/).first()).toBeVisible();
  await expect(contact.getByText("Visits by appointment only.")).toBeVisible();
  await expect(contact.getByText(/15-minute discovery call/)).toBeVisible();
  await expect(contact.getByText("Emergency support 24/7")).toBeVisible();

  const contactForm = form(page);
  await expect(contactForm).toHaveAttribute("method", /post/i);
  await expect(contactForm).toHaveAttribute("action", "/contact");
  await expect(contactForm.locator('input[name="page"]')).toHaveValue("/#contact");
  await expect(contactForm.getByLabel("Message")).toHaveAttribute("rows", "4");
  for (const label of ["Name", "Email", "Message"])
    await expect(contactForm.getByLabel(label)).toHaveAttribute("required", "");
  await expect(contactForm.getByRole("button", { name: "Send Message" })).toBeVisible();

  const certifications = page.getByRole("region", { name: "Certifications and alignments" });
  await expect(certifications.getByRole("heading", { level: 3 })).toHaveText(CERTIFICATIONS);
  await expect(page.getByText("PCI DSS Guidance")).toHaveCount(0);
});

test("a message sent from the home page is stored, acknowledged and the form cleared", async ({ page }, testInfo) => {
  const email = `home-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto("/");
  // With JavaScript, wait until React owns the form (the form sets novalidate).
  if (jsOn(testInfo.project)) await expect(form(page)).toHaveAttribute("novalidate", "");

  await form(page).getByLabel("Name").fill("Katherine Johnson");
  await form(page).getByLabel("Email").fill(email);
  await form(page).getByLabel("Company").fill("Magnolia Ridge Academy");
  await form(page).getByLabel("Service").selectOption("Network Infrastructure");
  await form(page).getByLabel("Message").fill("Our Wi-Fi drops in the gym during assemblies.");
  if (jsOn(testInfo.project)) {
    // Jumping to another section of the page must keep what was typed.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(form(page).getByLabel("Name")).toHaveValue("Katherine Johnson");
  }
  await form(page).getByRole("button", { name: "Send Message" }).click();

  const toast = toastWith(page, SENT_TITLE);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(SENT_TEXT);
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator("#contact")).toBeInViewport();
  for (const label of ["Name", "Email", "Company", "Message"])
    await expect(form(page).getByLabel(label)).toHaveValue("");
  await expect(form(page).getByLabel("Service")).toHaveValue("");
  await expect(form(page).getByRole("button", { name: "Send Message" })).toBeEnabled();

  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    const { rows } = await client.query("select * from contact_requests where email = $1", [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Katherine Johnson",
      company: "Magnolia Ridge Academy",
      service: "Network Infrastructure",
      message: "Our Wi-Fi drops in the gym during assemblies.",
      page: "/#contact",
    });
  } finally {
    await client.end();
  }
});
