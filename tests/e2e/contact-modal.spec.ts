import type { Locator, Page } from "@playwright/test";
import {
  INVALID_TITLE,
  MISSING_TEXT,
  MISSING_TEXT_MODAL,
  MISSING_TITLE,
  SENT_TEXT,
  SENT_TITLE,
  jsOn,
  rowsFor,
  toastText,
  toastWith,
  unique,
} from "./contact-helpers";
import { expect, test } from "./fixtures";

type Trigger = { name: string; path: string; find: (page: Page) => Locator };

const main = (page: Page) => page.getByRole("main");

/** Every place docs/product.md (and decision 011) says opens the contact modal. */
const TRIGGERS: Trigger[] = [
  {
    name: "header 'Book a Call'",
    path: "/our-team",
    find: (page) => page.getByRole("banner").getByRole("link", { name: "Book a Call" }),
  },
  {
    name: "the emergency card",
    path: "/support/contact-support",
    find: (page) =>
      main(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Emergency support (24/7)" }) })
        .getByRole("link", { name: "Send us a message" }),
  },
  {
    name: "'Submit a Support Request'",
    path: "/support/contact-support",
    find: (page) => main(page).getByRole("link", { name: "Submit a Support Request", exact: true }),
  },
  {
    name: "'Request a Training Session'",
    path: "/support/training",
    find: (page) => main(page).getByRole("link", { name: "Request a Training Session", exact: true }),
  },
  {
    name: "'Request a Quote'",
    path: "/support/certification",
    find: (page) => main(page).getByRole("link", { name: "Request a Quote", exact: true }),
  },
];

const modal = (page: Page) => page.getByRole("dialog", { name: "Get Started Today" });
const modalForm = (page: Page) => modal(page).locator("#contact-modal-form");

/** Opens a page and waits for React: a trigger says it opens a dialog only once it really does. */
async function openPageWithTrigger(page: Page, trigger: Trigger) {
  await page.goto(trigger.path);
  const link = trigger.find(page);
  await expect(link).toHaveAttribute("aria-haspopup", "dialog");
  return link;
}

async function openModal(page: Page, trigger: Trigger) {
  const link = await openPageWithTrigger(page, trigger);
  await link.click();
  await expect(modal(page)).toBeVisible();
  // Opening moves focus to the first field, not the close button.
  await expect(modalForm(page).getByLabel("Name")).toBeFocused();
  return link;
}

const isInert = (locator: Locator) => locator.evaluate((element) => element.closest("[inert]") !== null);

test.describe("without JavaScript", () => {
  test.beforeEach(({}, testInfo) => test.skip(jsOn(testInfo.project), "the no-JavaScript behaviour"));

  for (const trigger of TRIGGERS) {
    test(`${trigger.name} is a link to the contact page`, async ({ page }) => {
      await page.goto(trigger.path);
      const link = trigger.find(page);
      await expect(link).toHaveAttribute("href", "/contact");
      // It promises no popup: without JavaScript there is none.
      await expect(link).not.toHaveAttribute("aria-haspopup", /.*/);
      await link.click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Started Today");
      await expect(page.locator("#contact-page-form")).toBeVisible();
    });
  }
});

test.describe("with JavaScript", () => {
  test.beforeEach(({}, testInfo) => test.skip(!jsOn(testInfo.project), "the modal needs JavaScript"));

  for (const trigger of TRIGGERS) {
    test(`${trigger.name} opens the modal; Escape closes it and focus returns`, async ({ page }) => {
      const link = await openModal(page, trigger);
      await expect(page).toHaveURL(new RegExp(`${trigger.path === "/" ? "/" : trigger.path}$`));
      await expect(modalForm(page).getByLabel("Message")).toHaveAttribute("rows", "3");
      await expect(modalForm(page).locator('input[name="variant"]')).toHaveValue("modal");
      expect(await isInert(page.locator("#main-content")), "the page behind the modal is inert").toBe(true);

      await page.keyboard.press("Escape");
      await expect(modal(page)).toBeHidden();
      await expect(link).toBeFocused();
      expect(await isInert(page.locator("#main-content"))).toBe(false);
    });
  }

  test("the close button closes it too, and focus is kept inside while open", async ({ page }) => {
    const link = await openModal(page, TRIGGERS[0]!);
    // Shift+Tab from the first field wraps to the last control (the close button), not the page.
    await page.keyboard.press("Shift+Tab");
    const close = modal(page).getByRole("button", { name: "Close" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(modalForm(page).getByLabel("Name")).toBeFocused();
    await close.click();
    await expect(modal(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("a modified click still follows the link, to the contact page in a new tab", async ({ page, context }) => {
    const link = await openPageWithTrigger(page, TRIGGERS[0]!);
    const [tab] = await Promise.all([context.waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
    // A new tab starts on about:blank; wait for its navigation rather than its first load event.
    await expect(tab).toHaveURL(/\/contact$/);
    await tab.close();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/our-team$/);
  });

  test("from the mobile menu: Escape closes the modal first, and focus returns into the open menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/support/training");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const link = menu.getByRole("link", { name: "Book a Call" });
    await expect(link).toHaveAttribute("aria-haspopup", "dialog");
    await link.click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal(page)).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(link).toBeFocused();
  });

  test("missing fields: the modal's toast, values kept, the field error tied to its field, the page unmoved", async ({
    page,
  }) => {
    const email = unique("modal-missing");
    const trigger = TRIGGERS.find((candidate) => candidate.path === "/support/training")!;
    await openModal(page, trigger);
    const form = modalForm(page);
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("Analytical Engines");
    await form.getByLabel("Phone").fill("404-555-0100");
    await form.getByLabel("Service").selectOption("Cybersecurity");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(toastText(page, MISSING_TITLE, MISSING_TEXT_MODAL)).toBeVisible();
    await expect(toastWith(page, MISSING_TITLE)).toHaveAttribute("data-variant", "destructive");
    await expect(page.getByText(MISSING_TEXT)).toHaveCount(0);

    await expect(modal(page)).toBeVisible();
    await expect(page).toHaveURL(/\/support\/training$/);
    await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Company")).toHaveValue("Analytical Engines");
    await expect(form.getByLabel("Phone")).toHaveValue("404-555-0100");
    await expect(form.getByLabel("Service")).toHaveValue("Cybersecurity");
    const message = form.getByLabel("Message");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`[id="${await message.getAttribute("aria-describedby")}"]`)).toHaveText(
      "Message is required.",
    );
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(await rowsFor(email)).toHaveLength(0);

    // Completing the form after a refusal sends it: the modal closes on this second answer.
    await message.fill("Can you run the awareness course for 40 staff in October?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toastText(page, SENT_TITLE, SENT_TEXT)).toBeVisible();
    await expect(modal(page)).toBeHidden();
    expect(await rowsFor(email)).toHaveLength(1);

    // Opened again: empty, and the earlier refusal is forgotten.
    await trigger.find(page).click();
    await expect(modal(page)).toBeVisible();
    for (const label of ["Name", "Email", "Message"]) await expect(form.getByLabel(label)).toHaveValue("");
    await expect(form.getByLabel("Message")).not.toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("Escape");
    await expect(modal(page)).toBeHidden();
  });

  test("a field error found only by the server is shown next to its field, in the open modal", async ({ page }) => {
    await openModal(page, TRIGGERS[0]!);
    const form = modalForm(page);
    await form.getByLabel("Name").fill("Ada");
    // A browser's own email check accepts this; the server wants a domain with a dot.
    await form.getByLabel("Email").fill("ada@localhost");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(toastWith(page, INVALID_TITLE)).toBeVisible();
    const email = form.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`[id="${await email.getAttribute("aria-describedby")}"]`)).toHaveText(
      "Enter a valid email address.",
    );
    await expect(email).toHaveValue("ada@localhost");
    await expect(modal(page)).toBeVisible();
  });

  test("success: 'Sending...' while it goes, then the toast, the modal closed, the page where it was", async ({
    page,
  }) => {
    const email = unique("modal-sent");
    const trigger = TRIGGERS.find((candidate) => candidate.path === "/support/certification")!;
    const link = await openPageWithTrigger(page, trigger);
    await link.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    const historyLength = await page.evaluate(() => history.length);
    await link.click();

    const form = modalForm(page);
    await form.getByLabel("Name").fill("Grace Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("Peachtree Charter School");
    await form.getByLabel("Service").selectOption("Cybersecurity");
    await form.getByLabel("Message").fill("We need a quote for a FERPA readiness review.");

    // Hold the submission briefly so the sending state can be seen.
    await page.route("**/contact.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expect(sending.locator("svg")).toBeVisible();

    await expect(toastText(page, SENT_TITLE, SENT_TEXT)).toBeVisible();
    await expect(modal(page)).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page).toHaveURL(/\/support\/certification$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(await page.evaluate(() => history.length), "no second history entry for the same page").toBe(historyLength);

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Grace Hopper",
      company: "Peachtree Charter School",
      service: "Cybersecurity",
      message: "We need a quote for a FERPA readiness review.",
      page: "/support/certification",
    });

    // Cleared: opened again, the form is empty.
    await page.unroute("**/contact.data*");
    await link.click();
    await expect(modal(page)).toBeVisible();
    for (const label of ["Name", "Email", "Company", "Message"]) await expect(form.getByLabel(label)).toHaveValue("");
    await expect(form.getByLabel("Service")).toHaveValue("");
    await page.keyboard.press("Escape");
  });

  test("the page's own form keeps what was typed when the modal sends from the home page", async ({ page }) => {
    // The header's 'Book a Call', on the home page: the home page's own buttons lead to /book and /free-it-audit.
    const trigger = { ...TRIGGERS[0]!, path: "/" };
    await openPageWithTrigger(page, trigger);
    const homeForm = page.locator("#home-contact-form");
    await homeForm.getByLabel("Name").fill("Typed on the page");
    await trigger.find(page).click();
    const form = modalForm(page);
    await form.getByLabel("Name").fill("Mary Jackson");
    await form.getByLabel("Email").fill(unique("modal-home"));
    await form.getByLabel("Message").fill("A discovery call next week, please.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toastWith(page, SENT_TITLE)).toBeVisible();
    await expect(modal(page)).toBeHidden();
    await expect(homeForm.getByLabel("Name")).toHaveValue("Typed on the page");
  });
});

test.describe("the contact action, asked for the modal's wording", () => {
  test("answers missing fields with the modal's toast text", async ({ request, baseURL }, testInfo) => {
    test.skip(!jsOn(testInfo.project), "server output only: checked once");
    const response = await request.post("/contact", {
      headers: { Origin: baseURL! },
      form: { name: "Ada", email: "", message: "", variant: "modal", page: "/support/training" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain(MISSING_TITLE);
    expect(html).toContain(MISSING_TEXT_MODAL);
    expect(html).not.toContain(MISSING_TEXT);
  });
});
