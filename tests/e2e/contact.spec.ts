import type { Page } from "@playwright/test";
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

// The contact page's form and the home page's section; the modal has contact-modal.spec.ts.

/** The contact page's form (the footer has a "Company" navigation that also answers to the label). */
const form = (page: Page) => page.locator("#contact-page-form");

/** Opens /contact; with JavaScript, waits until React owns the form (the form sets novalidate). */
async function openContact(page: Page, project: { use: { javaScriptEnabled?: boolean } }) {
  await page.goto("/contact");
  if (jsOn(project)) await expect(form(page)).toHaveAttribute("novalidate", "");
}

test.describe("contact page", () => {
  test("a missing required field shows the toast, keeps what was typed, and the toast does not come back", async ({
    page,
  }, testInfo) => {
    const email = unique("missing");
    await openContact(page, testInfo.project);
    await form(page).getByLabel("Name").fill("Ada Lovelace");
    await form(page).getByLabel("Email").fill(email);
    await form(page).getByLabel("Company").fill("Analytical Engines");
    await form(page).getByLabel("Phone").fill("404-555-0100");
    await form(page).getByLabel("Service").selectOption("Cybersecurity");
    // Without JavaScript the browser's own `required` check would stop an empty field; spaces
    // pass it, and only the server can tell that the message is really missing.
    await form(page)
      .getByLabel("Message")
      .fill(jsOn(testInfo.project) ? "" : "   ");
    await page.getByRole("button", { name: "Send Message" }).click();

    const toast = toastWith(page, MISSING_TITLE);
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(toast).toContainText(MISSING_TEXT);
    if (jsOn(testInfo.project)) {
      await expect(page.getByTestId("server-toast")).toHaveCount(0);
    } else {
      await expect(page.getByTestId("server-toast")).toHaveCount(1);
    }

    await expect(form(page).getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(form(page).getByLabel("Email")).toHaveValue(email);
    await expect(form(page).getByLabel("Company")).toHaveValue("Analytical Engines");
    await expect(form(page).getByLabel("Phone")).toHaveValue("404-555-0100");
    await expect(form(page).getByLabel("Service")).toHaveValue("Cybersecurity");
    const message = form(page).getByLabel("Message");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    const errorId = await message.getAttribute("aria-describedby");
    expect(errorId).toBeTruthy();
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText("Message is required.");

    // A toast closes by itself after 5000 ms (docs/product.md, section 5).
    await expect(toast).toBeHidden({ timeout: 9_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);

    expect((await page.context().cookies()).filter((cookie) => cookie.name === "en_toast")).toEqual([]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/#home$/);
    await expect(page.getByText(MISSING_TITLE)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(MISSING_TITLE)).toHaveCount(0);
    expect(await rowsFor(email)).toHaveLength(0);
  });

  test("the toast can be closed with its button", async ({ page }, testInfo) => {
    test.skip(!jsOn(testInfo.project), "the close button is part of the Radix toast, which needs JavaScript");
    await openContact(page, testInfo.project);
    await form(page).getByLabel("Name").fill("Ada");
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = toastWith(page, MISSING_TITLE);
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(toast).toBeHidden({ timeout: 1_000 });
  });

  test("a complete request is stored, acknowledged with the toast, and the form is cleared", async ({
    page,
  }, testInfo) => {
    const email = unique("sent");
    await openContact(page, testInfo.project);
    await form(page).getByLabel("Name").fill("Grace Hopper");
    await form(page).getByLabel("Email").fill(email);
    await form(page).getByLabel("Service").selectOption("Managed IT Services");
    await form(page).getByLabel("Message").fill("Our school needs help with 300 Chromebooks.");

    if (jsOn(testInfo.project)) {
      // Hold the submission briefly so the sending state can be seen.
      await page.route("**/contact.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.getByRole("button", { name: "Send Message" }).click();
      const sending = page.getByRole("button", { name: "Sending..." });
      await expect(sending).toBeVisible();
      await expect(sending).toBeDisabled();
    } else {
      await page.getByRole("button", { name: "Send Message" }).click();
    }

    const toast = toastWith(page, SENT_TITLE);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(SENT_TEXT);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form(page).getByLabel("Name")).toHaveValue("");
    await expect(form(page).getByLabel("Email")).toHaveValue("");
    await expect(form(page).getByLabel("Message")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Grace Hopper",
      service: "Managed IT Services",
      message: "Our school needs help with 300 Chromebooks.",
      page: "/contact",
      company: null,
    });
  });

  test("an email only the server refuses is explained next to the field", async ({ page }, testInfo) => {
    await openContact(page, testInfo.project);
    await form(page).getByLabel("Name").fill("Ada");
    // The browser's own email check (the only one without JavaScript) accepts this; the server
    // wants a domain with a dot.
    await form(page).getByLabel("Email").fill("ada@localhost");
    await form(page).getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    const email = form(page).getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`[id="${await email.getAttribute("aria-describedby")}"]`)).toHaveText(
      "Enter a valid email address.",
    );
    await expect(toastWith(page, INVALID_TITLE)).toBeVisible();
    await expect(email).toHaveValue("ada@localhost");
    await expect(form(page).getByLabel("Message")).toHaveValue("Hello");
  });

  test("after a refusal, each error follows the visitor's corrections without a request per keystroke", async ({
    page,
  }, testInfo) => {
    test.skip(!jsOn(testInfo.project), "without JavaScript the errors change only with the next send");
    await openContact(page, testInfo.project);
    await form(page).getByLabel("Name").fill("Ada");
    await page.getByRole("button", { name: "Send Message" }).click();
    const email = form(page).getByLabel("Email");
    const message = form(page).getByLabel("Message");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    // The first refused field takes focus, so the visitor can type the fix at once.
    await expect(email).toBeFocused();
    // The refusal's toast has its code loaded on first use; once it shows, the page is settled.
    await expect(toastWith(page, MISSING_TITLE)).toBeVisible();
    await expect(email).toBeFocused();

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await email.pressSequentially("ada@example");
    await expect(email).toHaveValue("ada@example");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(page.locator('[id="contact-page-form-email-error"]')).toHaveCount(0);
    // Still missing: the message keeps its error; a refused field goes on being checked as it changes.
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`[id="${await message.getAttribute("aria-describedby")}"]`)).toHaveText(
      "Message is required.",
    );
    await message.fill("x");
    await message.fill("   ");
    await expect(page.locator(`[id="${await message.getAttribute("aria-describedby")}"]`)).toHaveText(
      "Message is required.",
    );
    await message.fill("Hello");
    await expect(message).not.toHaveAttribute("aria-invalid");
    expect(posts).toEqual([]);
  });
});

test.describe("home page contact section", () => {
  const homeForm = (page: Page) => page.locator("#home-contact-form");

  async function openHome(page: Page, project: { use: { javaScriptEnabled?: boolean } }) {
    await page.goto("/#contact");
    if (jsOn(project)) await expect(homeForm(page)).toHaveAttribute("novalidate", "");
  }

  test("a missing required field: the page's toast, values kept, the error next to the field", async ({
    page,
  }, testInfo) => {
    const email = unique("home-missing");
    await openHome(page, testInfo.project);
    await homeForm(page).getByLabel("Name").fill("Dorothy Vaughan");
    await homeForm(page).getByLabel("Email").fill(email);
    await homeForm(page).getByLabel("Company").fill("West Computing");
    await homeForm(page).getByLabel("Service").selectOption("Data & Analytics");
    // Spaces pass the browser's `required` check without JavaScript; only the server sees them as missing.
    await homeForm(page)
      .getByLabel("Message")
      .fill(jsOn(testInfo.project) ? "" : "   ");
    await homeForm(page).getByRole("button", { name: "Send Message" }).click();

    await expect(toastText(page, MISSING_TITLE, MISSING_TEXT)).toBeVisible();
    await expect(page.getByText(MISSING_TEXT_MODAL, { exact: true })).toHaveCount(0);
    // Without JavaScript the browser shows the action's own answer: the /contact page, whose form
    // holds what was typed.
    const answered = jsOn(testInfo.project) ? homeForm(page) : form(page);
    await expect(answered.getByLabel("Name")).toHaveValue("Dorothy Vaughan");
    await expect(answered.getByLabel("Email")).toHaveValue(email);
    await expect(answered.getByLabel("Company")).toHaveValue("West Computing");
    await expect(answered.getByLabel("Service")).toHaveValue("Data & Analytics");
    const message = answered.getByLabel("Message");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`[id="${await message.getAttribute("aria-describedby")}"]`)).toHaveText(
      "Message is required.",
    );
    expect(await rowsFor(email)).toHaveLength(0);

    if (jsOn(testInfo.project)) {
      // Still on the home page: completing the form sends it, and the cleared form forgets the refusal.
      await expect(page).toHaveURL(/\/#contact$/);
      await message.fill("Our reports take a week to build by hand.");
      await homeForm(page).getByRole("button", { name: "Send Message" }).click();
      await expect(toastText(page, SENT_TITLE, SENT_TEXT)).toBeVisible();
      for (const label of ["Name", "Email", "Message"]) await expect(homeForm(page).getByLabel(label)).toHaveValue("");
      await expect(homeForm(page).getByLabel("Message")).not.toHaveAttribute("aria-invalid", "true");
      expect(await rowsFor(email)).toHaveLength(1);
    }
  });

  test("an email only the server refuses is explained next to the field", async ({ page }, testInfo) => {
    await openHome(page, testInfo.project);
    await homeForm(page).getByLabel("Name").fill("Ada");
    await homeForm(page).getByLabel("Email").fill("ada@localhost");
    await homeForm(page).getByLabel("Message").fill("Hello");
    await homeForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(toastWith(page, INVALID_TITLE)).toBeVisible();
    const answered = jsOn(testInfo.project) ? homeForm(page) : form(page);
    const email = answered.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`[id="${await email.getAttribute("aria-describedby")}"]`)).toHaveText(
      "Enter a valid email address.",
    );
    await expect(email).toHaveValue("ada@localhost");
  });

  test("a complete request: the toast, back on the section, the form cleared", async ({ page }, testInfo) => {
    const email = unique("home-sent");
    await openHome(page, testInfo.project);
    await homeForm(page).getByLabel("Name").fill("Mary Jackson");
    await homeForm(page).getByLabel("Email").fill(email);
    await homeForm(page).getByLabel("Message").fill("Please call us about a network refresh.");
    await homeForm(page).getByRole("button", { name: "Send Message" }).click();

    await expect(toastText(page, SENT_TITLE, SENT_TEXT)).toBeVisible();
    await expect(page).toHaveURL(/\/#contact$/);
    for (const label of ["Name", "Email", "Message"]) await expect(homeForm(page).getByLabel(label)).toHaveValue("");
    expect(await rowsFor(email)).toMatchObject([{ name: "Mary Jackson", page: "/#contact" }]);
  });
});

test.describe("the contact action itself", () => {
  // Requests straight to the server: what a bot, an old browser or a tampered form sends.
  test("checks the required fields even when the browser's checks are bypassed", async ({ request, baseURL }) => {
    const email = unique("bypass");
    const forms: Record<string, string>[] = [
      { name: "", email: "", message: "" },
      { name: "Ada", email, message: "   " },
      { email },
      {},
    ];
    for (const form of forms) {
      const response = await request.post("/contact", { headers: { Origin: baseURL! }, form, maxRedirects: 0 });
      expect(response.status()).toBe(400);
      const html = await response.text();
      expect(html).toContain(MISSING_TITLE);
      expect(html).toContain(MISSING_TEXT);
      expect(response.headers()["set-cookie"] ?? "").not.toContain("en_toast=");
    }
    expect(await rowsFor(email)).toHaveLength(0);
  });

  test("refuses a malformed email and an unknown service on the server", async ({ request, baseURL }) => {
    const response = await request.post("/contact", {
      headers: { Origin: baseURL! },
      form: { name: "Ada", email: "not-an-email", message: "Hi", service: "Plumbing" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter a valid email address.");
    expect(html).toContain("Choose a service from the list.");
  });

  test("answers a body that is not a form with the same clear toast, never a 500", async ({ request, baseURL }) => {
    const response = await request.post("/contact", {
      headers: { Origin: baseURL!, "Content-Type": "multipart/form-data; boundary=nothing" },
      data: "this is not multipart",
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(MISSING_TITLE);
  });

  test("sends the visitor back only to a path on this site; another page is refused before anything is stored", async ({
    request,
    baseURL,
  }) => {
    const email = unique("redirect");
    const response = await request.post("/contact", {
      headers: { Origin: baseURL! },
      form: { name: "Ada", email, message: "Hi", page: "https://evil.example.com/phish" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("📝 This form could not be sent.");
    expect(await rowsFor(email)).toHaveLength(0);

    const home = await request.post("/contact", {
      headers: { Origin: baseURL! },
      form: { name: "Ada", email, message: "Hi", page: "/services/../#contact" },
      maxRedirects: 0,
    });
    expect(home.status()).toBe(303);
    expect(home.headers().location).toBe("/#contact");
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test("refuses a cross-site form post", async ({ request }) => {
    const email = unique("csrf");
    const response = await request.post("/contact", {
      headers: { Origin: "https://evil.example.com" },
      form: { name: "Ada", email, message: "Hi" },
      maxRedirects: 0,
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    expect(await rowsFor(email)).toHaveLength(0);
  });
});
