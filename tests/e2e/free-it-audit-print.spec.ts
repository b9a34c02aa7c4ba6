// The printed audit result is what a principal hands to the board: printed by Chromium itself
// (page.pdf, US Letter) and read back with PDF.js, each sheet must say whose it is and how to reach
// them, and which sheet of how many it is. The PDF is attached to the test for a person to look at.
import { writeFile } from "node:fs/promises";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { webAddress } from "../../app/assessment/print-page";
import { AREAS } from "../../app/assessment/rules";
import { formatAddress, site } from "../../app/content/site";
import { expect, test } from "./fixtures";
import { finishAudit } from "./free-it-audit-helpers";

/** Each page's text, its runs joined by single spaces. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      const runs = content.items.map((item) => ("str" in item ? item.str : ""));
      pages.push(runs.join(" ").replace(/\s+/g, " "));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

// The steps on the way are judged by axe in free-it-audit.spec.ts; here only the result is.
test.use({ axeVisitedPages: false });

test("every printed sheet of the result names the business, its address, phone and web address, and its page", async ({
  page,
  baseURL,
}, testInfo) => {
  // Seven pages answered, then a PDF: each step is a round trip, and the machine may be busy.
  test.setTimeout(120_000);
  const email = `print-pdf-${testInfo.project.name}-${Date.now()}@example.com`;
  // The page box comes in its own stylesheet; with JavaScript on it is fetched once the result renders.
  const stylesheet = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/free-it-audit-print.css",
  );
  await finishAudit(page, email);
  expect((await stylesheet).status()).toBe(200);
  const answered = (await page.getByText(/^Answered on /).textContent())!.replace("Answered on ", "");

  const pdf = await page.pdf({ format: "Letter" });
  const file = testInfo.outputPath("audit-result.pdf");
  await writeFile(file, pdf);
  await testInfo.attach("audit-result.pdf", { path: file, contentType: "application/pdf" });

  const pages = await pagesOf(pdf);
  expect(pages.length, "sheets printed").toBeGreaterThanOrEqual(2);
  pages.forEach((text, index) => {
    const sheet = `sheet ${index + 1}: ${text.slice(0, 300)}`;
    expect(text, sheet).toContain(site.brand);
    expect(text, sheet).toContain(formatAddress());
    expect(text, sheet).toContain(site.phone.display);
    expect(text, sheet).toContain(webAddress(baseURL!));
    expect(text, sheet).toContain(`answered on ${answered}`);
    expect(text, sheet).toContain(`Page ${index + 1} of ${pages.length}`);
  });
  // The letterhead opens the first sheet only; the site's own header, footer and buttons print nowhere.
  expect(pages[0]).toContain(site.email);
  expect(pages.join(" ")).not.toContain("Book my audit call");
  expect(pages.join(" ")).not.toContain(site.tagline);
  // The scores are read together: every area is on the sheet their heading opens.
  const scores = pages.find((text) => text.includes("Your score by area"));
  for (const area of Object.values(AREAS)) expect(scores, area).toContain(area);
});
