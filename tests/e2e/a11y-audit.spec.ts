import { auditServedHtml, expect, test } from "./fixtures";

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1>${body}</main></body></html>`;

// The audit that runs after every test must be able to fail: plant a violation and watch it.
test("the accessibility audit reports a planted violation", async ({ browser, baseURL }) => {
  const html = page(`<img src="/favicon.svg">`);
  await expect(auditServedHtml(browser, [{ url: `${baseURL}/planted-violation`, status: 200, html }])).rejects.toThrow(
    /image-alt/,
  );
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
