import { beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "~/lib/env.server";
import { excerpt, hasVisibleContent, htmlToText, sanitizePostHtml } from "./sanitize.server";

beforeAll(() => {
  loadEnv({ SITE_URL: "https://www.example.com" });
});

describe("sanitizePostHtml", () => {
  it("keeps the allowed building blocks of a post", () => {
    const html = [
      "<h2>Heading</h2><h3>Sub</h3><p>Text with <strong>bold</strong>, <em>emphasis</em> and <code>code</code>.</p>",
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol>',
      '<blockquote><p>Quote</p></blockquote><pre><code class="language-ts">const a = 1;</code></pre>',
      '<table><caption>Plans</caption><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td colspan="2">Basic</td></tr></tbody></table>',
      '<p><a href="/contact">Contact</a> <a href="mailto:hello@example.com">Mail</a></p>',
    ].join("");
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it.each([
    ["a script element", `<p>ok</p><script>window.__xss=1</script>`, `<p>ok</p>`],
    [
      "event handlers",
      `<p onclick="x()" onmouseover="y()">t</p><img src="/a.png" onerror="z()" alt="a">`,
      `<p>t</p><img src="/a.png" alt="a" loading="lazy" decoding="async" />`,
    ],
    [
      "javascript: links, in any spelling",
      `<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&#58;alert(1)">b</a><a href="java\tscript:alert(1)">c</a>`,
      `<a>a</a><a>b</a><a>c</a>`,
    ],
    [
      "data: URLs on links and images",
      `<a href="data:text/html,<script>alert(1)</script>">a</a><img src="data:image/svg+xml;base64,PHN2Zz4=">`,
      `<a>a</a>`,
    ],
    ["styles and classes", `<p style="color:red" class="x">t</p><style>p{}</style>`, `<p>t</p>`],
    [
      "iframes, objects, embeds and forms",
      `<iframe src="https://x.example"></iframe><object data="x"></object><embed src="x"><form><input></form>`,
      ``,
    ],
    [
      "SVG and MathML with their content",
      `<svg onload="alert(1)"><script>alert(1)</script></svg><math><mi>x</mi></math>after`,
      `after`,
    ],
    ["the noscript mutation-XSS string", `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`, ``],
    ["the xmp mutation-XSS string", `<xmp><img src=x onerror=alert(1)></xmp>`, ``],
    [
      "images from anywhere but this site (protocol-relative, non-http, other hosts, page-relative)",
      `<img src="//evil.example/x.png"><img src="ftp://x/y.png"><img src="https://cdn.example.com/a.png" alt=""><img src="x.png"><img src="https://www.example.com/ok.png" alt="">`,
      `<img src="/ok.png" alt="" loading="lazy" decoding="async" />`,
    ],
  ])("removes %s", (_label, dirty, clean) => {
    expect(sanitizePostHtml(dirty)).toBe(clean);
  });

  it('gives an image without a description alt="" (decorative)', () => {
    expect(sanitizePostHtml(`<img src="/a.png">`)).toBe(`<img src="/a.png" alt="" loading="lazy" decoding="async" />`);
  });

  describe("srcset", () => {
    const id = "0b5e3c1a-4f2d-4c3b-9a1e-2d3c4b5a6f70";
    const good = `/uploads/${id}/480.webp 480w, /uploads/${id}/960.webp 960w`;

    it("keeps an uploaded image's srcset with width descriptors, and its size", () => {
      expect(
        sanitizePostHtml(`<img src="/uploads/${id}/960.jpeg" srcset="${good}" width="960" height="640" alt="A">`),
      ).toBe(
        `<img src="/uploads/${id}/960.jpeg" alt="A" srcset="${good}" width="960" height="640" loading="lazy" decoding="async" />`,
      );
    });

    it.each([
      ["another host", `https://evil.example/uploads/${id}/480.webp 480w`],
      ["a path outside /uploads", "/favicon.svg 480w"],
      ["a script URL", "javascript:alert(1) 1x"],
      ["a density descriptor", `/uploads/${id}/480.webp 2x`],
      ["one bad candidate among good ones", `${good}, /evil.png 100w`],
      ["no descriptor", `/uploads/${id}/480.webp`],
    ])("drops a srcset naming %s", (_label, srcset) => {
      expect(sanitizePostHtml(`<img src="/a.png" srcset="${srcset}" alt="">`)).toBe(
        `<img src="/a.png" alt="" loading="lazy" decoding="async" />`,
      );
    });

    it("makes srcset URLs absolute for the feed", () => {
      expect(
        sanitizePostHtml(`<img src="/uploads/${id}/960.jpeg" srcset="/uploads/${id}/480.webp 480w" alt="">`, {
          absoluteBase: "https://www.example.com",
        }),
      ).toContain(`srcset="https://www.example.com/uploads/${id}/480.webp 480w"`);
    });
  });

  it("turns an h1 into an h2 (the page title is the only h1)", () => {
    expect(sanitizePostHtml("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });

  it("adds rel=noopener noreferrer to external links only, replacing any rel given", () => {
    expect(sanitizePostHtml(`<a href="https://www.cisa.gov/mfa" rel="opener" target="_blank">CISA</a>`)).toBe(
      `<a href="https://www.cisa.gov/mfa" rel="noopener noreferrer">CISA</a>`,
    );
    expect(
      sanitizePostHtml(`<a href="https://www.example.com/blog" rel="x">Ours</a><a href="/contact" rel="x">Contact</a>`),
    ).toBe(`<a href="https://www.example.com/blog">Ours</a><a href="/contact">Contact</a>`);
  });

  it("makes relative links and images absolute for HTML read off the site (the feed)", () => {
    expect(
      sanitizePostHtml(`<a href="/contact">c</a><img src="/i.png" alt=""><a href="mailto:a@example.com">m</a>`, {
        absoluteBase: "https://www.example.com",
      }),
    ).toBe(
      `<a href="https://www.example.com/contact">c</a><img src="https://www.example.com/i.png" alt="" loading="lazy" decoding="async" /><a href="mailto:a@example.com">m</a>`,
    );
    for (const href of [
      "javascript:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "\u0001javascript:alert(1)",
    ]) {
      expect(sanitizePostHtml(`<a href="${href}">x</a>`, { absoluteBase: "https://www.example.com" }), href).toBe(
        "<a>x</a>",
      );
    }
  });

  it("is stable: sanitizing clean HTML again changes nothing", () => {
    const once = sanitizePostHtml(
      `<p>a &amp; b &lt;c&gt;</p><a href="https://x.example">x</a><img src="/i.png" width="10" height="abc">`,
    );
    expect(sanitizePostHtml(once)).toBe(once);
  });
});

describe("text helpers", () => {
  it("extract the text of sanitized HTML, entities decoded", () => {
    expect(
      htmlToText(
        sanitizePostHtml("<h2>Title</h2><p>Tom &amp; Jerry&#39;s &lt;b&gt;</p><ul><li>one</li><li>two</li></ul>"),
      ),
    ).toBe("Title Tom & Jerry's <b> one two");
  });

  it("tell whether anything is left to show", () => {
    expect(hasVisibleContent(sanitizePostHtml("<script>x</script><p> </p>"))).toBe(false);
    expect(hasVisibleContent(sanitizePostHtml(`<img src="/a.png" alt="">`))).toBe(true);
    expect(hasVisibleContent(sanitizePostHtml("<p>words</p>"))).toBe(true);
  });

  it("cut excerpts at a word", () => {
    expect(excerpt("short")).toBe("short");
    expect(excerpt("one two three four five six", 15)).toBe("one two three…");
  });
});
