// The site's small icons are <use> references into one SVG file: a renamed symbol or a file left
// out of the build would leave empty boxes on the page, with no error anywhere.
import { expect, test } from "@playwright/test";

for (const pathname of ["/", "/free-it-audit"]) {
  test(`every icon on ${pathname} names a symbol of the served icon file`, async ({ baseURL }) => {
    const html = await (await fetch(`${baseURL}${pathname}`)).text();
    const uses = [...html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)];
    expect(uses.length).toBeGreaterThan(0);
    for (const file of new Set(uses.map(([, file]) => file!))) {
      const response = await fetch(`${baseURL}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toMatch(/^image\/svg\+xml/);
      const sprite = await response.text();
      for (const [, , id] of uses.filter(([, used]) => used === file)) {
        expect(sprite, `symbol "${id}" in ${file}`).toContain(`<symbol id="${id}"`);
      }
    }
  });
}
