import { createHash } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { OWN_RENDER_COOKIE } from "../support/e2e";
import { expect, test } from "./fixtures";

const jsOn = (project: { use: { javaScriptEnabled?: boolean } }) => project.use.javaScriptEnabled !== false;

/** Header names lower-cased, as both Playwright's APIResponse and Response report them. */
type Headers = Record<string, string>;

/** "a 'b' c; d e" -> { a: ["'b'", "c"], d: ["e"] } */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The nonce of the policy's script-src, asserting there is exactly one. */
function nonceOf(headers: Headers): string {
  const scriptSrc = parseCsp(headers["content-security-policy"] ?? "").get("script-src") ?? [];
  const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-"));
  expect(nonces, `script-src nonces in ${scriptSrc.join(" ")}`).toHaveLength(1);
  return nonces[0]!.slice("'nonce-".length, -1);
}

/**
 * How a response's inline scripts are allowed: by this request's nonce (anything rendered for one
 * request), or by their hashes alone (a page from the shared cache: a nonce sent to two visitors
 * would be no nonce at all).
 */
/** A nonce (rendered for one request), hashes (a shared page), or no inline script at all (shared data). */
type ScriptRule = "nonce" | "hashes" | "self";

/** A cookie makes the server render the page for this request alone, with a nonce. */
const OWN_RENDER = { Cookie: OWN_RENDER_COOKIE };

/** The security headers every response must carry, whatever produced it. */
function expectSecurityHeaders(headers: Headers, label: string, scripts: ScriptRule = "nonce") {
  const policy = headers["content-security-policy"];
  expect(policy, `${label}: Content-Security-Policy`).toBeTruthy();
  // Enforced, not merely reported.
  expect(headers["content-security-policy-report-only"], `${label}: no report-only policy`).toBeUndefined();

  const csp = parseCsp(policy!);
  expect(csp.get("default-src"), `${label}: default-src`).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get("object-src"), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get("base-uri"), `${label}: base-uri`).toEqual(["'self'"]);
  const scriptSrc = csp.get("script-src");
  expect(scriptSrc, `${label}: script-src`).toBeDefined();
  const nonces = scriptSrc!.filter((source) => /^'nonce-[A-Za-z0-9+/_-]+={0,2}'$/.test(source));
  const hashes = scriptSrc!.filter((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source));
  if (scripts === "nonce") expect(nonces, `${label}: script-src nonce`).toHaveLength(1);
  else if (scripts === "self") expect(scriptSrc, `${label}: script-src`).toEqual(["'self'"]);
  else {
    expect(nonces, `${label}: no nonce on a shared page`).toEqual([]);
    expect(hashes.length, `${label}: script-src hashes`).toBeGreaterThan(0);
  }
  expect(scriptSrc!.length, `${label}: script-src holds 'self' and the nonce or hashes only`).toBe(
    1 + nonces.length + hashes.length,
  );
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("*");

  expect(headers["x-content-type-options"], `${label}: X-Content-Type-Options`).toBe("nosniff");
  expect(headers["referrer-policy"], `${label}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], `${label}: X-Frame-Options`).toBe("DENY");
  expect(headers["permissions-policy"], `${label}: Permissions-Policy`).toContain("camera=()");

  // The e2e server runs with NODE_ENV=production, where HSTS is on.
  const hsts = headers["strict-transport-security"];
  expect(hsts, `${label}: Strict-Transport-Security`).toBeTruthy();
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(hsts!)?.[1];
  expect(Number(maxAge), `${label}: HSTS max-age in "${hsts}"`).toBeGreaterThanOrEqual(31_536_000);

  expect(headers["x-powered-by"], `${label}: X-Powered-By`).toBeUndefined();
}

/** Every `<script ...>` start tag in the HTML. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? [];

/** Start tags with an inline event handler attribute (onclick=, onload=, ...), quoted values ignored. */
function inlineHandlers(html: string): string[] {
  const tags = html.match(/<[a-zA-Z][^\s>/]*(?:\s+[^\s=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>/g) ?? [];
  return tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"|'[^']*'/g, '""')));
}

test.describe("security headers", () => {
  test("every kind of response carries them: documents, 404, data, assets, files, health, actions", async ({
    request,
    baseURL,
  }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    const homeHtml = await home.text();
    // A real fingerprinted module of this build, as the home page links it.
    const asset = /(?:href|src)="(\/assets\/[\w.-]+\.js)"/.exec(homeHtml)?.[1];
    expect(asset, "a /assets/*.js file linked from the home page").toBeTruthy();

    const checks: { label: string; response: APIResponse; status: number; type: RegExp; scripts?: ScriptRule }[] = [
      { label: "GET /", response: home, status: 200, type: /^text\/html/, scripts: "hashes" },
      {
        label: "GET /contact",
        response: await request.get("/contact"),
        status: 200,
        type: /^text\/html/,
        scripts: "hashes",
      },
      {
        label: "GET /contact (with a cookie)",
        response: await request.get("/contact", { headers: OWN_RENDER }),
        status: 200,
        type: /^text\/html/,
      },
      { label: "GET /no-such-page", response: await request.get("/no-such-page"), status: 404, type: /^text\/html/ },
      // Single fetch with v8_trailingSlashAwareDataRequests: /contact -> /contact.data, / -> /_.data.
      {
        label: "GET /contact.data",
        response: await request.get("/contact.data"),
        status: 200,
        type: /^text\/x-script/,
        scripts: "self",
      },
      {
        label: "GET /_.data",
        response: await request.get("/_.data"),
        status: 200,
        type: /^text\/x-script/,
        scripts: "self",
      },
      {
        label: "GET /_.data (with a cookie)",
        response: await request.get("/_.data", { headers: OWN_RENDER }),
        status: 200,
        type: /^text\/x-script/,
      },
      { label: `GET ${asset}`, response: await request.get(asset!), status: 200, type: /javascript/ },
      { label: "GET /favicon.svg", response: await request.get("/favicon.svg"), status: 200, type: /^image\/svg\+xml/ },
      { label: "GET /healthz", response: await request.get("/healthz"), status: 200, type: /^application\/json/ },
      {
        label: "POST /contact (empty form)",
        response: await request.post("/contact", { headers: { Origin: baseURL! }, form: {} }),
        status: 400,
        type: /^text\/html/,
      },
    ];

    for (const { label, response, status, type, scripts } of checks) {
      expect(response.status(), `${label}: status`).toBe(status);
      expect(response.headers()["content-type"], `${label}: content type`).toMatch(type);
      expectSecurityHeaders(response.headers(), label, scripts);
    }
  });

  test("a page rendered for one request has a fresh nonce on every script tag; no inline handlers", async ({
    request,
  }) => {
    const documents = [];
    for (const path of ["/", "/", "/contact", "/no-such-page"]) {
      const response = await request.get(path, { headers: OWN_RENDER });
      const headers = response.headers();
      expectSecurityHeaders(headers, `GET ${path}`);
      documents.push({ path, nonce: nonceOf(headers), html: await response.text() });
    }

    const [first, second] = documents;
    expect(first!.nonce, "two requests of / get different nonces").not.toBe(second!.nonce);
    expect(new Set(documents.map((doc) => doc.nonce)).size, "every request gets its own nonce").toBe(documents.length);

    for (const { path, nonce, html } of documents) {
      expect(nonce, `${path}: nonce is base64`).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(Buffer.from(nonce, "base64").length, `${path}: nonce bytes`).toBeGreaterThanOrEqual(16);

      const scripts = scriptTags(html);
      expect(scripts.length, `${path}: script tags in the HTML`).toBeGreaterThanOrEqual(1);
      const withoutThisNonce = scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`));
      expect(withoutThisNonce, `${path}: script tags without this request's nonce`).toEqual([]);

      expect(inlineHandlers(html), `${path}: inline event handler attributes`).toEqual([]);
    }
  });

  test("a shared page allows exactly its own inline scripts, by hash, and carries no nonce", async ({ request }) => {
    for (const path of ["/", "/services/cybersecurity", "/blog", "/contact"]) {
      const first = await request.get(path);
      const second = await request.get(path);
      expect(first.status(), `${path}: status`).toBe(200);
      expect(second.headers()["x-cache"], `${path}: served from the shared cache`).toBe("HIT");
      const headers = second.headers();
      expectSecurityHeaders(headers, `GET ${path} (shared)`, "hashes");
      const html = await second.text();
      expect(inlineHandlers(html), `${path}: inline event handler attributes`).toEqual([]);
      expect(html, `${path}: no nonce value in a shared page`).not.toMatch(/\snonce="[^"]+"/);

      const allowed = new Set(
        parseCsp(headers["content-security-policy"]!)
          .get("script-src")!
          .filter((s) => s.startsWith("'sha256-")),
      );
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes]) => !/\ssrc=/.test(` ${attributes}`) && !/type="application\/ld\+json"/.test(attributes!),
      );
      expect(inline.length, `${path}: inline scripts`).toBeGreaterThan(1);
      const needed = new Set(
        inline.map(([, , text]) => `'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`),
      );
      expect(allowed, `${path}: the policy allows exactly the page's inline scripts`).toEqual(needed);
    }
  });

  test("the helpers above can fail: a weak policy and unnonced markup are caught", () => {
    // Guards against assertions that pass vacuously (a parser that finds nothing, say).
    const good: Headers = {
      "content-security-policy":
        "default-src 'none';script-src 'self' 'nonce-AAAAAAAAAAAAAAAAAAAAAA==';frame-ancestors 'none';base-uri 'self';object-src 'none'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "permissions-policy": "camera=()",
      "strict-transport-security": "max-age=31536000",
    };
    expect(() => expectSecurityHeaders(good, "good")).not.toThrow();
    const weakened: Headers[] = [
      {
        ...good,
        "content-security-policy": good["content-security-policy"]!.replace(
          "'self' 'nonce",
          "'self' 'unsafe-inline' 'nonce",
        ),
      },
      {
        ...good,
        "content-security-policy": good["content-security-policy"]!.replace(
          "'self' 'nonce",
          "'self' 'unsafe-eval' 'nonce",
        ),
      },
      { ...good, "content-security-policy": good["content-security-policy"]!.replace(/ 'nonce-[^']+'/, "") },
      {
        ...good,
        "content-security-policy": good["content-security-policy"]!.replace(
          "frame-ancestors 'none'",
          "frame-ancestors *",
        ),
      },
      {
        ...good,
        "content-security-policy": good["content-security-policy"]!.replace("default-src 'none'", "default-src 'self'"),
      },
      { ...good, "strict-transport-security": "max-age=86400" },
      { ...good, "x-powered-by": "Express" },
      { ...good, "content-security-policy-report-only": good["content-security-policy"]! },
    ];
    for (const headers of weakened) expect(() => expectSecurityHeaders(headers, "weakened")).toThrow();
    // A shared page's policy: hashes and no nonce; a nonce there, or no hash at all, is caught.
    const hashed = good["content-security-policy"]!.replace(
      /'nonce-[^']+'/,
      "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='",
    );
    expect(() =>
      expectSecurityHeaders({ ...good, "content-security-policy": hashed }, "hashed", "hashes"),
    ).not.toThrow();
    expect(() => expectSecurityHeaders(good, "nonce where hashes belong", "hashes")).toThrow();
    expect(() =>
      expectSecurityHeaders({ ...good, "content-security-policy": hashed }, "hashes where a nonce belongs"),
    ).toThrow();
    expect(() =>
      expectSecurityHeaders(
        { ...good, "content-security-policy": hashed.replace("'sha256", "https://cdn.example 'sha256") },
        "extra source",
        "hashes",
      ),
    ).toThrow();

    expect(scriptTags(`<script nonce="a">x</script><SCRIPT src="/b.js"></SCRIPT>`)).toHaveLength(2);
    expect(inlineHandlers(`<img src="x" onerror="alert(1)"><a href="#" title="onclick=1">ok</a>`)).toEqual([
      `<img src="x" onerror="alert(1)">`,
    ]);
  });
});

test.describe("the policy in the browser", () => {
  test("the page hydrates under the CSP and navigates on the client", async ({ page, consoleErrors }, testInfo) => {
    test.skip(!jsOn(testInfo.project), "hydration needs JavaScript");

    const documentRequests: string[] = [];
    const dataRequests: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (req.resourceType() === "document") documentRequests.push(url.pathname);
      if (url.pathname.endsWith(".data")) dataRequests.push(url.pathname);
    });

    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expectSecurityHeaders(await response!.allHeaders(), "document /", "hashes");
    // React swaps the no-JavaScript menu link for a button when it hydrates.
    await expect(page.getByRole("banner").locator('button[aria-controls="mobile-menu"]')).toHaveCount(1);

    await page.evaluate(() => {
      (window as unknown as { __marker?: number }).__marker = 1;
    });
    // A plain link ('Book a Call' opens the contact modal instead, tested in contact-modal.spec.ts).
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Support" }).click();
    await expect(page).toHaveURL(/\/support\/contact-support$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Support");

    // Same window object: React Router navigated on the client, no document was loaded.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(documentRequests, "document requests").toEqual(["/"]);
    expect(dataRequests, "single-fetch data requests").toContain("/support/contact-support.data");
    expect(consoleErrors, "console errors (a CSP block would be one)").toEqual([]);
  });

  test("an injected inline script without the nonce is blocked, one with it runs", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.skip(!jsOn(testInfo.project), "injecting a script needs JavaScript");

    // A page of this visitor's own (a cookie), so it has a nonce to copy for the control below.
    await page.setExtraHTTPHeaders(OWN_RENDER);
    const response = await page.goto("/");
    const headers = await response!.allHeaders();
    expect(headers["content-security-policy-report-only"], "no report-only policy").toBeUndefined();
    expectSecurityHeaders(headers, "document /");
    await expect(page.getByRole("banner").locator('button[aria-controls="mobile-menu"]')).toHaveCount(1);

    const violation = await page.evaluate(
      () =>
        new Promise<{ directive: string; disposition: string; blocked: string }>((resolve) => {
          document.addEventListener(
            "securitypolicyviolation",
            (event) =>
              resolve({
                directive: event.effectiveDirective,
                disposition: event.disposition,
                blocked: event.blockedURI,
              }),
            { once: true },
          );
          const script = document.createElement("script");
          script.textContent = "window.__injected = true";
          document.body.append(script);
        }),
    );
    expect(violation).toEqual({ directive: "script-src-elem", disposition: "enforce", blocked: "inline" });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();

    await expect
      .poll(() => consoleErrors.filter((text) => text.includes("Content Security Policy")).length, {
        message: "a console error reports the CSP violation",
      })
      .toBe(1);
    // Expected, so taken out; any other console error still fails the test in the fixture.
    consoleErrors.splice(
      consoleErrors.findIndex((text) => text.includes("Content Security Policy")),
      1,
    );

    // Control: the same script carrying this page's nonce runs, so the block above is the nonce's doing.
    const ran = await page.evaluate(() => {
      const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
      const script = document.createElement("script");
      script.nonce = nonce;
      script.textContent = "window.__nonced = true";
      document.body.append(script);
      return { nonce: nonce.length > 0, ran: (window as unknown as { __nonced?: boolean }).__nonced === true };
    });
    expect(ran).toEqual({ nonce: true, ran: true });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test.describe("without JavaScript", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the document carries the headers and renders server-side only", async ({ page }, testInfo) => {
      test.skip(jsOn(testInfo.project), "checks the JavaScript-off project");

      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      const headers = await response!.allHeaders();
      expectSecurityHeaders(headers, "document / (JavaScript off)", "hashes");

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Managed IT and cybersecurity for Atlanta/);
      // Only the page React never hydrated has the menu as a :target link rather than a button.
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: "Menu", exact: true })).toHaveAttribute("href", "#mobile-menu");
      await expect(banner.getByRole("button", { name: "Menu" })).toHaveCount(0);

      // The served HTML is the shared page: its scripts (which never run here) carry no nonce.
      const html = await response!.text();
      expect(scriptTags(html).length).toBeGreaterThanOrEqual(1);
      expect(html).not.toMatch(/\snonce="[^"]+"/);
    });
  });
});
