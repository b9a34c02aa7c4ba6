// The production server behind a TLS-terminating reverse proxy, simulated by the headers such a
// proxy sends: forms posted from the public https origin get their normal answer (React Router's
// origin check compares that origin with the URL the server builds for the request), forms from
// anywhere else are still refused, and no absolute URL is ever taken from a Host a client sent.
import { expect, test } from "@playwright/test";
import { linesSaying, logLines } from "../support/log-lines";
import { startServer, type RunningServer } from "../support/server-process";
import { initialisedDataDir } from "../support/data-dirs";
import { cleanUp } from "./helpers";
import { rawRequest } from "./raw-request";
import { OWN_RENDER_COOKIE } from "../support/e2e";

const PASSWORD = "proxy-admin-password-0123456789";
const PUBLIC = "https://site.example";

const servers: RunningServer[] = [];
const dataDirs: string[] = [];

async function launch(label: string, env: Record<string, string>): Promise<RunningServer> {
  const dataDir = await initialisedDataDir(label);
  dataDirs.push(dataDir);
  const server = await startServer({
    dataDir,
    env: { ADMIN_PASSWORD: PASSWORD, BLOG_SEED: "off", CONTACT_MIN_FILL_SECONDS: "0", ...env },
  });
  servers.push(server);
  return server;
}

test.afterAll(async () => {
  await cleanUp(servers, dataDirs);
});

let contactCount = 0;

/** A contact form as a browser on the public site sends it (no honeypot fields: stored as spam, same answer). */
function contactForm() {
  contactCount += 1;
  return {
    name: "Proxy Test",
    email: "proxy@example.com",
    message: `Sent through a proxy ${contactCount}`,
    page: "/contact",
  };
}

const signInForm = { intent: "password", password: PASSWORD, redirectTo: "/admin/blog" };

test.describe("a trusted proxy that forwards the scheme and host (TRUST_PROXY set, no SITE_URL)", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await launch("proxy-trusted", { TRUST_PROXY: "loopback" });
  });

  // nginx's default: the upstream's own address as Host, the public one in X-Forwarded-Host.
  const nginx = () => ({
    Host: `127.0.0.1:${server.port}`,
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": "site.example",
    "X-Forwarded-For": "203.0.113.5",
  });

  test("a form from the public https origin gets its normal answer, with the proxy's Host or the public one", async () => {
    const viaForwardedHost = await rawRequest(server, "/contact", {
      headers: { ...nginx(), Origin: PUBLIC },
      form: contactForm(),
    });
    expect(viaForwardedHost.status, viaForwardedHost.text.slice(0, 200)).toBe(303);
    expect(viaForwardedHost.location).toBe("/contact");

    const viaHost = await rawRequest(server, "/contact", {
      headers: { Host: "site.example", "X-Forwarded-Proto": "https", Origin: PUBLIC },
      form: contactForm(),
    });
    expect(viaHost.status).toBe(303);

    const onAnotherPort = await rawRequest(server, "/contact", {
      headers: { ...nginx(), "X-Forwarded-Host": "site.example:8443", Origin: `${PUBLIC}:8443` },
      form: contactForm(),
    });
    expect(onAnotherPort.status).toBe(303);
  });

  test("staff sign in through the proxy", async () => {
    const answer = await rawRequest(server, "/login", { headers: { ...nginx(), Origin: PUBLIC }, form: signInForm });
    expect(answer.status, answer.text.slice(0, 200)).toBe(303);
    expect(answer.location).toBe("/admin/blog");
    expect(answer.setCookies.some((cookie) => cookie.startsWith("en_staff="))).toBe(true);
  });

  test("a form from another origin is still refused", async () => {
    for (const origin of ["https://evil.example", "http://site.example", "https://site.example:8443", "null"]) {
      const answer = await rawRequest(server, "/contact", {
        headers: { ...nginx(), Origin: origin },
        form: contactForm(),
      });
      expect(answer.status, origin).toBe(400);
    }
    // A page on another origin cannot make the proxy vouch for it either.
    const forged = await rawRequest(server, "/contact", {
      headers: { ...nginx(), "X-Forwarded-Host": "site.example", Origin: "https://evil.example" },
      form: contactForm(),
    });
    expect(forged.status).toBe(400);
  });
});

test.describe("an https SITE_URL, whatever Host the request names (proxy not trusted)", () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await launch("proxy-site-url", { SITE_URL: PUBLIC });
  });

  test("a form from the public origin gets its normal answer through a proxy that is not trusted", async () => {
    for (const host of [`127.0.0.1:${server.port}`, "site.example"]) {
      const answer = await rawRequest(server, "/contact", {
        headers: { Host: host, "X-Forwarded-Proto": "https", Origin: PUBLIC },
        form: contactForm(),
      });
      expect(answer.status, `Host: ${host}: ${answer.text.slice(0, 200)}`).toBe(303);
    }
    const signIn = await rawRequest(server, "/login", {
      headers: { Host: `127.0.0.1:${server.port}`, Origin: PUBLIC },
      form: signInForm,
    });
    expect(signIn.status).toBe(303);
  });

  test("a form from any other origin is refused, even one that matches the Host it sent", async () => {
    const cases: [string, Record<string, string>][] = [
      ["https://evil.example", { Host: "site.example" }],
      ["http://site.example", { Host: "site.example" }],
      ["https://evil.example", { Host: "evil.example" }],
      [
        "https://evil.example",
        { Host: "site.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
      ],
      [`http://127.0.0.1:${server.port}`, { Host: `127.0.0.1:${server.port}` }],
    ];
    for (const [origin, headers] of cases) {
      const answer = await rawRequest(server, "/contact", {
        headers: { ...headers, Origin: origin },
        form: contactForm(),
      });
      expect(answer.status, `${origin} with ${JSON.stringify(headers)}`).toBe(400);
    }
  });

  test("the log says what is wrong: no trusted proxy at start-up, forwarding headers ignored, the origin a refused form expected", async () => {
    for (let i = 0; i < 2; i++)
      await rawRequest(server, "/healthz", {
        headers: { "X-Forwarded-For": "203.0.113.5", "X-Forwarded-Proto": "https" },
      });
    const warnings = logLines(server.output()).filter((line) => line.level === "warn");
    expect(
      warnings.filter(
        (line) =>
          line.scope === "server" &&
          line.msg.startsWith(
            "SITE_URL is https, so a proxy terminates TLS in front of this server, but TRUST_PROXY is unset",
          ),
      ),
    ).toHaveLength(1);
    expect(
      warnings.filter(
        (line) =>
          line.scope === "http" &&
          line.msg.startsWith("a request carried X-Forwarded-* or Forwarded headers but TRUST_PROXY is unset"),
      ),
    ).toHaveLength(1);
    await rawRequest(server, "/contact", {
      headers: { Host: "site.example", Origin: "http://site.example" },
      form: contactForm(),
    });
    await expect
      .poll(() => linesSaying(server.output(), "render", "refused: cross-site form post"))
      .toContainEqual(
        expect.objectContaining({ level: "warn", origin: "http://site.example", expected: "https://site.example" }),
      );
  });

  test("absolute URLs name SITE_URL, never a Host or X-Forwarded-Host a client sent", async () => {
    const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" };
    // With a cookie the page is rendered for this request; without one it is the shared copy.
    const ways: [string, Record<string, string>][] = [
      ["shared", forged],
      ["rendered per request", { ...forged, Cookie: OWN_RENDER_COOKIE }],
    ];
    for (const [way, headers] of ways) {
      for (const path of [
        "/",
        "/contact",
        "/blog",
        "/login",
        "/sitemap.xml",
        "/robots.txt",
        "/blog/rss.xml",
        "/about",
      ]) {
        const answer = await rawRequest(server, path, { headers });
        const where = `${path} ${way}`;
        expect(answer.status, where).toBeLessThan(500);
        expect(answer.text, where).not.toContain("evil.example");
        expect(answer.location ?? "", where).not.toContain("evil.example");
      }
    }
    const page = await rawRequest(server, "/contact", { headers: { ...forged, Cookie: OWN_RENDER_COOKIE } });
    expect(page.text).toContain(`<link rel="canonical" href="${PUBLIC}/contact"/>`);
  });
});
