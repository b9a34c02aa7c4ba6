// NUL and other control characters, and pages that are not ours, sent to a production server
// through every way in that takes visitor text: the contact form, the free IT audit, post
// addresses, the JSON API.
// Each is a clear 4xx (never a 5xx), nothing refused is stored, and the log never carries what
// the visitor wrote.
import { expect, test } from "@playwright/test";
import { connectToDataDir } from "../support/database";
import { errorLines } from "../support/log-lines";
import { startServer, type RunningServer } from "../support/server-process";
import { cleanUp } from "./helpers";

const API_TOKEN = "control-characters-api-token-0123456789";
// Words that must never reach the log: the visitor's name, message and address.
const NAME = "Zebulon Quartermain";
const SECRET = "my-very-private-message";

let server: RunningServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer({ env: { API_TOKEN, CONTACT_MIN_FILL_SECONDS: "0", TRUST_PROXY: "loopback" } });
});

test.afterAll(async () => {
  if (server) await cleanUp([server], [server.dataDir]);
});

async function honeypot(): Promise<Record<string, string>> {
  const html = await (await fetch(`${server.url}/contact`)).text();
  return { website_url: "", form_started: /name="form_started" value="([^"]+)"/.exec(html)![1]! };
}

async function postContact(fields: Record<string, string>) {
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "X-Forwarded-For": "198.51.100.77",
    },
    body: new URLSearchParams({ ...(await honeypot()), ...fields }).toString(),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

async function storedWith(email: string): Promise<{ page: string }[]> {
  const client = await connectToDataDir(server.dataDir);
  try {
    return (await client.query<{ page: string }>("select page from contact_requests where email = $1", [email])).rows;
  } finally {
    await client.end();
  }
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("the contact form: a control character in any field is a 400 with the error on that field; nothing stored, nothing logged", async () => {
  for (const field of ["name", "email", "company", "phone", "message"]) {
    for (const bad of ["\u0000", "\u001b", "\u0085"]) {
      const email = unique(`control-${field}`);
      const fields = {
        name: NAME,
        email,
        company: "Quartermain & Co",
        message: `${SECRET} from the ${field} test`,
        page: "/contact",
      };
      const value =
        field === "email" ? `zeb${bad}@example.com` : `${fields[field as keyof typeof fields] ?? "x"}${bad}`;
      const answer = await postContact({ ...fields, [field]: value });
      const where = `${field} with U+${bad.charCodeAt(0).toString(16).padStart(4, "0")}`;
      expect(answer.status, where).toBe(400);
      expect(answer.html, where).toContain("📝 Please check the highlighted fields.");
      expect(answer.html, where).toMatch(/contains an invisible control character\. Please retype it\./);
      expect(answer.html, where).toContain(`${SECRET} from the ${field} test`.slice(0, 20));
      expect(await storedWith(email), where).toEqual([]);
    }
  }
});

test("the contact form: a page with CR/LF, a tab or another host is refused before storing; a page outside Latin-1 is kept, safely spelled", async () => {
  for (const page of [
    "/contact\r\nSet-Cookie: stolen=1",
    "/contact\n",
    "/\t/evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "https://evil.example/",
  ]) {
    const email = unique("bad-page");
    const answer = await postContact({ name: NAME, email, message: SECRET, page });
    expect(answer.status, JSON.stringify(page)).toBe(400);
    expect(answer.html, JSON.stringify(page)).toContain("📝 This form could not be sent.");
    expect(answer.html, JSON.stringify(page)).toContain(SECRET);
    expect(await storedWith(email), JSON.stringify(page)).toEqual([]);
  }
  const email = unique("unicode-page");
  const kept = await postContact({ name: NAME, email, message: SECRET, page: "/services/cybersecurity?ref=✓" });
  expect(kept.status).toBe(303);
  expect(kept.location).toBe("/services/cybersecurity?ref=%E2%9C%93");
  expect(await storedWith(email)).toEqual([{ page: "/services/cybersecurity?ref=%E2%9C%93" }]);
});

async function postAudit(path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "X-Forwarded-For": "198.51.100.78",
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

test("the free IT audit's contact step: a line break or separator in a one-line field is a 400 on that field; nothing stored", async () => {
  const started = await postAudit("/free-it-audit", {
    orgType: "business",
    staffCount: "1-10",
    deviceCount: "under-25",
    locations: "one",
  });
  expect(started.status).toBe(303);
  const draft = started.location!.split("/")[2]!;
  const steps: Record<string, Record<string, string>> = {
    "it-today": {
      itSupport: "nobody",
      emailPlatform: "other",
      fileStorage: "cloud",
      updates: "rarely",
      wifi: "shared",
    },
    security: { mfa: "no", training: "never", antivirus: "not-sure" },
    backup: { backups: "none", restoreTest: "never" },
    compliance: { compliance: "none", policies: "none" },
  };
  for (const [step, fields] of Object.entries(steps))
    expect((await postAudit(`/free-it-audit/${draft}/${step}`, fields)).status, step).toBe(303);
  const page = await (await fetch(`${server.url}/free-it-audit/${draft}/contact`)).text();
  const token = { website_url: "", form_started: /name="form_started" value="([^"]+)"/.exec(page)![1]! };

  const labels = { name: "name", email: "email", organization: "organization's name", phone: "phone number" };
  for (const [field, label] of Object.entries(labels)) {
    for (const bad of ["\r\nBcc: evil@example.com", "\r", "\n", "\u0085", "\u2028", "\u2029"]) {
      const email = unique(`audit-${field}`);
      const fields = { name: "Eve Auditor", email, organization: "Auditor & Co", phone: "555 0100" };
      const value = field === "email" ? `eve${bad}x@example.com` : `${fields[field as keyof typeof fields]}${bad}x`;
      const answer = await postAudit(`/free-it-audit/${draft}/contact`, { ...token, ...fields, [field]: value });
      const where = `${field} with ${JSON.stringify(bad)}`;
      expect(answer.status, where).toBe(400);
      expect(answer.html, where).toContain(`Your ${label.replace("'", "&#x27;")} must be on one line`);
      const client = await connectToDataDir(server.dataDir);
      try {
        expect((await client.query("select 1 from assessments where email = $1", [email])).rowCount, where).toBe(0);
      } finally {
        await client.end();
      }
    }
  }
});

test("post addresses with a NUL or any other odd slug are 404, on the blog and in the JSON API", async () => {
  for (const slug of ["%00", "a%00b", "%0d%0a", "%C2%85", "Not-A-Slug", "%E2%9C%93"]) {
    const page = await fetch(`${server.url}/blog/${slug}`);
    expect(page.status, slug).toBe(404);
    expect(await page.text(), slug).toContain("Post Not Found");
    const api = await fetch(`${server.url}/api/posts/slug/${slug}`);
    expect(api.status, slug).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code, slug).toBe("not_found");
  }
  expect((await fetch(`${server.url}/api/posts/%00`)).status).toBe(404);
});

test("the JSON API: control characters in a post's text are never a 5xx", async () => {
  const response = await fetch(`${server.url}/api/posts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${API_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Null\u0000 title",
      summary: "A\u0000b",
      content: `<p>${SECRET}\u0000</p>`,
      tags: "a\u0000b",
      status: "published",
    }),
  });
  expect(response.status).toBeLessThan(500);
});

test("the server log carried no visitor text and no error through all of this", () => {
  const log = server.output();
  expect(errorLines(log)).toEqual([]);
  for (const text of [NAME, SECRET, "198.51.100.77", "params:"]) expect(log).not.toContain(text);
});
