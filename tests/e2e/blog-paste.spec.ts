// Pasting from Google Docs, Word and a web page into the real editor (tests/fixtures/paste/ hold
// what each really puts on the clipboard): bold, italic, underline and links reach the published
// post, and no empty paragraph comes with them. With JavaScript only: without it there is no
// visual editor to paste into.
import { readFileSync } from "node:fs";
import path from "node:path";
import { slugify } from "../../app/blog/post-schema";
import { signInAsAdmin } from "../support/admin";
import { uniqueLabel } from "../support/blog";
import { expect, test } from "./fixtures";

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, "../fixtures/paste", name), "utf8");

const CASES = [
  {
    source: "Google Docs",
    file: "google-docs.html",
    bold: "check the backups",
    italic: "release notes",
    underline: "need a restart",
    link: { text: "update guide", href: "https://msrc.microsoft.com/update-guide" },
  },
  {
    source: "Word",
    file: "word.html",
    bold: "three typed their password",
    italic: "better than last spring",
    underline: "finance team",
    link: { text: "CISA phishing guide", href: "https://www.cisa.gov/secure-our-world/recognize-and-report-phishing" },
  },
  {
    source: "a web page",
    file: "web-page.html",
    bold: "most common way in",
    italic: "every",
    underline: "one guess away",
    link: {
      text: "NIST overview",
      href: "https://www.nist.gov/itl/applied-cybersecurity/tig/back-basics-multi-factor-authentication",
    },
  },
];

test.describe("pasting formatted text into the editor", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the visual editor needs JavaScript");

  for (const paste of CASES) {
    test(`from ${paste.source}: bold, italic, underline and links are published; no empty paragraph`, async ({
      page,
    }) => {
      const title = uniqueLabel(`Pasted from ${paste.source}`);
      await signInAsAdmin(page, "/admin/blog/new");
      const form = page.locator("#post-editor");
      await form.getByLabel("Title").fill(title);
      const editor = page.getByRole("textbox", { name: "Content" });
      await editor.click();
      await editor.evaluate((element, html) => {
        const data = new DataTransfer();
        data.setData("text/html", html);
        data.setData("text/plain", html.replace(/<[^>]*>/g, ""));
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      }, fixture(paste.file));

      const typed = await form.getByLabel("Content (HTML)").inputValue();
      expect(typed, "an empty paragraph").not.toMatch(/<p>(<br>)?<\/p>/);
      expect(typed).not.toMatch(/style=|class=|mso|docs-internal/i);

      await form.getByLabel("Status").selectOption("published");
      // An old date keeps test posts off the public blog's first page, where blog.spec.ts expects the sample posts.
      await form.getByLabel("Publish date and time (Eastern)").fill("2004-07-04T09:30");
      await page.getByRole("button", { name: "Create post" }).click();
      await expect(page).toHaveURL(/\/admin\/blog$/);
      await page.goto(`/blog/${slugify(title)}`);
      const content = page.getByTestId("post-content");
      const saved = (await content.innerHTML()).replace(/\s+/g, " ");
      expect(saved).toContain(`<strong>${paste.bold}</strong>`);
      expect(saved).toContain(`<em>${paste.italic}</em>`);
      expect(saved).toContain(`<u>${paste.underline}</u>`);
      expect(saved).toContain(`<a href="${paste.link.href}" rel="noopener noreferrer">${paste.link.text}</a>`);
      expect(saved, "an empty paragraph").not.toMatch(/<p>(<br>)?<\/p>/);
      await expect(content.getByRole("link", { name: paste.link.text })).toHaveAttribute("href", paste.link.href);
    });
  }
});
