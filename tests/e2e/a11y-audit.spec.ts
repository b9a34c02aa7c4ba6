import { auditServedHtml, expect, test } from "./fixtures";

// The audit that runs after every test must be able to fail: plant a violation and watch it.
test("the accessibility audit reports a planted violation", async ({ browser, baseURL }) => {
  const html = `<!doctype html><html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1><img src="/favicon.svg"></main></body></html>`;
  await expect(auditServedHtml(browser, [{ url: `${baseURL}/planted-violation`, status: 200, html }])).rejects.toThrow(
    /image-alt/,
  );
});
