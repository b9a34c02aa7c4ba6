import { createHash } from "node:crypto";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SHAREABLE_HEADER, VOLATILE_HEADER } from "../../app/lib/page-cache";
import { entryFromRender, inlineScriptHashes } from "./entry";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const html = [
  "<!DOCTYPE html><html><head>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "</head><body><p>Café ✅</p>",
  '<script>window.__ctx = {"a":"\\u003c/script>"};</script>',
  '<script type="module" async="">import "/assets/root.js";</script>',
  '<script src="/assets/extra.js"></script>',
  '<script nonce="">window.__ctx.more = 1;</script>',
  "</body></html>",
].join("");

describe("inlineScriptHashes", () => {
  it("hashes every inline script the browser runs, and no data block or external script", () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.__ctx = {"a":"\\u003c/script>"};'),
      sha('import "/assets/root.js";'),
      sha("window.__ctx.more = 1;"),
    ]);
  });
});

function render(body: string, init: ResponseInit & { shareable?: boolean } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "text/html; charset=utf-8");
  if (init.shareable !== false) headers.set(SHAREABLE_HEADER, "public");
  return new Response(body, { status: init.status ?? 200, headers });
}

describe("entryFromRender", () => {
  it("keeps the page in three encodings of the same bytes, with its hashes and a validator", async () => {
    const entry = await entryFromRender(render(html, { headers: { Link: "</x>; rel=preload" } }), 42);
    expect(entry).not.toBeNull();
    expect(entry!.identity.toString("utf8")).toBe(html);
    expect(gunzipSync(entry!.gzip).toString("utf8")).toBe(html);
    expect(brotliDecompressSync(entry!.br).toString("utf8")).toBe(html);
    expect(entry!.scriptHashes).toHaveLength(3);
    expect(entry!.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(entry!.renderedAt).toBe(42);
    expect(entry!.headers.map(([name]) => name)).toEqual(["content-type", "link"]);
  });

  it("refuses anything that must not be shared", async () => {
    expect(await entryFromRender(render(html, { shareable: false }))).toBeNull();
    expect(await entryFromRender(render(html, { status: 404 }))).toBeNull();
    expect(await entryFromRender(render(html, { headers: { "Set-Cookie": "en_toast=x" } }))).toBeNull();
    expect(await entryFromRender(render("{}", { headers: { "Content-Type": "application/json" } }))).toBeNull();
  });
});

describe("the validator", () => {
  const page = (token: string, words = "Managed IT for schools") =>
    `<!DOCTYPE html><html><body><p>${words}</p><input type="hidden" name="t" value="${token}"/>` +
    `<script>window.__ctx = {"honeypot":{"token":"${token}"}};</script></body></html>`;
  const withToken = (token: string, words?: string) =>
    render(page(token, words), { headers: { [VOLATILE_HEADER]: token } });

  it("is the same for two renders of the same content whose spam tokens differ", async () => {
    const first = await entryFromRender(withToken("1700000000000.1700000003000.aaaa.sig-one"));
    const second = await entryFromRender(withToken("1700000001000.1700000004000.bbbb.sig-two"));
    expect(first!.identity.equals(second!.identity)).toBe(false);
    expect(second!.etag).toBe(first!.etag);
    // The marker never reaches a browser.
    expect(first!.headers.map(([name]) => name)).not.toContain(VOLATILE_HEADER);
  });

  it("changes with the content, and with the token when nothing says it is volatile", async () => {
    const first = await entryFromRender(withToken("1.4.aaaa.sig"));
    const edited = await entryFromRender(withToken("1.4.aaaa.sig", "Managed IT for nonprofits"));
    expect(edited!.etag).not.toBe(first!.etag);
    const unmarked = [page("1.4.aaaa.sig"), page("2.5.bbbb.sig")].map((body) => entryFromRender(render(body)));
    const [a, b] = await Promise.all(unmarked);
    expect(a!.etag).not.toBe(b!.etag);
  });
});
