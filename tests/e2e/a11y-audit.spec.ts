import { pageShape } from "./audited-pages";
import { auditServedHtml, expect, test } from "./fixtures";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1>${body}</main></body></html>`;

// The audit that runs after every test must be able to fail: plant a violation and watch it.
test("the accessibility audit reports a planted violation", async ({ browser, baseURL }) => {
  const html = page(`<img src="/favicon.svg">`);
  await expect(auditServedHtml(browser, [{ url: `${baseURL}/planted-violation`, status: 200, html }])).rejects.toThrow(
    /image-alt/,
  );
  // Contrast is judged from the colours the browser computed, the costliest rule: it runs too.
  const faint = page(`<p style="color: #c8c8c8; background: #ffffff">Faint words</p>`);
  await expect(
    auditServedHtml(browser, [{ url: `${baseURL}/planted-contrast`, status: 200, html: faint }]),
  ).rejects.toThrow(/color-contrast/);
});

// Pages already judged are skipped (tests/e2e/audited-pages.ts): only when their markup is the same.
test("a page judged clean once is judged again when its markup changes", async ({ browser, baseURL }) => {
  const url = `${baseURL}/planted-later`;
  const clean = page(`<form><input type="hidden" name="token" value="first"></form>`);
  await auditServedHtml(browser, [{ url, status: 200, html: clean }]);
  // A new token alone is the same page: nothing to judge again.
  await auditServedHtml(browser, [{ url, status: 200, html: clean.replace("first", "second") }]);
  const planted = clean.replace("</form>", `</form><img src="/favicon.svg">`);
  await expect(auditServedHtml(browser, [{ url, status: 200, html: planted }])).rejects.toThrow(/image-alt/);
});

// Pages are judged once per shape: other words and more rows are the same page; another state is not.
test("a page's shape ignores its words and repeated rows but not what axe judges", () => {
  const list = (rows: string[], extra = "") =>
    page(
      `<table><tbody>${rows.map((name) => `<tr><td><a href="/admin/leads/${name}">${name}</a></td></tr>`).join("")}</tbody></table>${extra}`,
    );
  expect(pageShape(list(["Ann", "Bob"]))).toBe(pageShape(list(["Cy", "Di", "Ed"])));
  expect(pageShape(list(["Ann"]))).not.toBe(pageShape(list(["Ann"], `<p role="alert">Refused</p>`)));
  expect(pageShape(list(["Ann"]))).not.toBe(pageShape(list([""])));
  expect(pageShape(page(`<p class="text-slate-700">Hi</p>`))).not.toBe(
    pageShape(page(`<p class="text-slate-300">Hi</p>`)),
  );
  expect(pageShape(page(`<img src="/a.png" alt="A chart">`))).not.toBe(pageShape(page(`<img src="/a.png" alt="">`)));
});
