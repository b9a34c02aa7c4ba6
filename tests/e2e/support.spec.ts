import { expect, test } from "./fixtures";

const NOT_IMPLEMENTED = /isn't implemented yet/;

test.describe("/support/contact-support", () => {
  test("offers the ticket portal, email, phone and the 24/7 emergency line", async ({ page }) => {
    const response = await page.goto("/support/contact-support");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Contact Support | Peachtree Tech Partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Support");
    const main = page.getByRole("main");

    const ticket = main.getByRole("link", { name: "Submit a Ticket (opens in a new tab)", exact: true });
    await expect(ticket).toHaveAttribute("href", "https://support.example.com");
    await expect(ticket).toHaveAttribute("target", "_blank");
    await expect(ticket).toHaveAttribute("rel", "noopener noreferrer");

    await expect(main.getByRole("link", { name: "support@example.com", exact: true })).toHaveAttribute(
      "href",
      "mailto:support@example.com",
    );
    const phone = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Phone support" }) });
    await expect(phone.getByRole("link", { name: "(404) 555-0142", exact: true })).toHaveAttribute(
      "href",
      "tel:+14045550142",
    );
    await expect(phone).toContainText("Mon-Fri 8AM-6PM EST");

    const emergency = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Emergency support (24/7)" }) });
    await expect(emergency.getByRole("link", { name: "Call Emergency Support", exact: true })).toHaveAttribute(
      "href",
      "tel:+14045550199",
    );
    await expect(emergency).toContainText("(404) 555-0199");
    await expect(emergency.getByRole("link", { name: "Send us a message" })).toHaveAttribute("href", "/contact");

    await expect(main.getByRole("link", { name: "Submit a Support Request", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByText(NOT_IMPLEMENTED)).toHaveCount(0);
  });

  test("states the guaranteed response times in a real table", async ({ page }) => {
    await page.goto("/support/contact-support");
    const table = page.getByRole("table", { name: "Guaranteed response time for each ticket priority" });
    await expect(table.getByRole("columnheader")).toHaveText(["Priority", "Guaranteed response", "Examples"]);
    await expect(table.locator("tbody tr")).toHaveCount(3);
    const expected = [
      ["Critical", "Under 1 hour"],
      ["High Priority", "Under 4 hours"],
      ["Standard", "Under 24 hours"],
    ] as const;
    for (const [index, [priority, time]] of expected.entries()) {
      const row = table.locator("tbody tr").nth(index);
      await expect(row.getByRole("rowheader")).toHaveText(priority);
      await expect(row.getByRole("cell").first()).toHaveText(time);
      await expect(row.getByRole("cell").nth(1)).not.toBeEmpty();
    }
  });

  // What 'Submit a Support Request' and the other contact modal triggers do when clicked, with and
  // without JavaScript, is tested in contact-modal.spec.ts.
});

test.describe("/support/training", () => {
  test("lists the three courses, the delivery options and the request link", async ({ page }) => {
    const response = await page.goto("/support/training");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Technology Training | Peachtree Tech Partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technology Training");
    const main = page.getByRole("main");

    const courses = main.getByRole("list", { name: "Courses" }).locator(":scope > li");
    await expect(courses.getByRole("heading", { level: 3 })).toHaveText([
      "Microsoft 365 and Teams",
      "Cybersecurity Awareness",
      "Device and Cloud Management",
    ]);
    for (const course of await courses.all()) {
      await expect(course.getByRole("term")).toHaveText(["Who it is for", "Length", "What participants learn"]);
      await expect(course.getByRole("definition").last().getByRole("listitem")).not.toHaveCount(0);
    }

    const delivery = main.getByRole("region", { name: "Delivery options" });
    await expect(delivery.getByRole("heading", { level: 3 })).toHaveText([
      "On-site, by appointment",
      "Live virtual sessions",
      "Recorded modules with quizzes",
    ]);

    await expect(main.getByRole("link", { name: "Request a Training Session", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByText(NOT_IMPLEMENTED)).toHaveCount(0);
  });
});

test.describe("/support/certification", () => {
  test("lists all seven certifications and alignments and the quote link", async ({ page }) => {
    const response = await page.goto("/support/certification");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Certifications and Compliance | Peachtree Tech Partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certifications and Compliance");
    const main = page.getByRole("main");

    const list = main.getByRole("list", { name: "Our certifications and alignments" }).locator(":scope > li");
    await expect(list).toHaveCount(7);
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([
      "Microsoft Solutions Partner",
      "CompTIA Security+ Certified Team",
      "NIST Cybersecurity Framework Aligned",
      "CIS Critical Security Controls",
      "HIPAA Compliance Support",
      "FERPA & CIPA Ready for Schools",
      "PCI DSS Guidance",
    ]);
    // Each entry carries its summary, not just a name.
    await expect(list.nth(6)).toContainText(
      "Network segmentation and policies for nonprofits and shops that take card payments.",
    );
    for (const item of await list.all()) await expect(item.locator("p")).not.toBeEmpty();

    // A contact modal trigger: contact-modal.spec.ts clicks it, with and without JavaScript.
    await expect(main.getByRole("link", { name: "Request a Quote", exact: true })).toHaveAttribute("href", "/contact");
  });
});
