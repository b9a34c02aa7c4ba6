// Bad input to the free IT audit: unknown options, missing steps, tampered draft ids, oversized
// text, a body that is not a form, a bot's filled honeypot. Each gets a clear answer, and nothing
// half-valid is kept. Sent as raw requests (as a script would), so once, from the js-on project.
import type { APIRequestContext } from "@playwright/test";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";
import { expect, test } from "./fixtures";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "raw requests: the browser's JavaScript setting changes nothing");
});

// Each test names its own client IP (TRUST_PROXY=loopback in the e2e server), so its rows are its own.
let ipCounter = 0;
const freshIp = () => `198.51.100.${(Date.now() + ++ipCounter) % 250}`;

const ORGANIZATION = { orgType: "business", staffCount: "1-10", deviceCount: "under-25", locations: "one" };
const IT_TODAY = {
  itSupport: "nobody",
  emailPlatform: "microsoft-365",
  fileStorage: "cloud",
  updates: "rarely",
  wifi: "shared",
};

function post(
  request: APIRequestContext,
  path: string,
  fields: [string, string][] | Record<string, string>,
  ip: string,
) {
  const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields)).toString();
  return request.post(path, {
    data: body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
    maxRedirects: 0,
  });
}

async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const draftsFrom = (ip: string) =>
  query<{ id: string; answers: Record<string, unknown> }>(
    "select id, answers from assessment_drafts where client_ip = $1",
    [ip],
  );

async function startDraft(request: APIRequestContext, ip: string): Promise<string> {
  const response = await post(request, "/free-it-audit", ORGANIZATION, ip);
  expect(response.status()).toBe(303);
  const location = response.headers()["location"]!;
  expect(location).toMatch(/^\/free-it-audit\/[A-Za-z0-9_-]{32}\/it-today$/);
  return location.split("/")[2]!;
}

test("an unknown option is refused with its question's message, and no draft is started", async ({ request }) => {
  const ip = freshIp();
  const response = await post(request, "/free-it-audit", { ...ORGANIZATION, orgType: "castle" }, ip);
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Please choose one of the answers.");
  expect(html).toContain('id="audit-orgType-error"');
  expect(await draftsFrom(ip)).toEqual([]);
});

test("a later step's unknown option or wrong regulation is refused and the draft keeps only valid answers", async ({
  request,
}) => {
  const ip = freshIp();
  const id = await startDraft(request, ip);
  const bad = await post(request, `/free-it-audit/${id}/it-today`, { ...IT_TODAY, wifi: "carrier-pigeon" }, ip);
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Please choose one of the answers.");
  expect((await draftsFrom(ip))[0]!.answers).toEqual(ORGANIZATION);

  expect((await post(request, `/free-it-audit/${id}/it-today`, IT_TODAY, ip)).status()).toBe(303);
  const security = { mfa: "no", training: "never", antivirus: "not-sure" };
  expect((await post(request, `/free-it-audit/${id}/security`, security, ip)).status()).toBe(303);
  expect(
    (await post(request, `/free-it-audit/${id}/backup`, { backups: "none", restoreTest: "never" }, ip)).status(),
  ).toBe(303);
  // FERPA is asked of schools only; "none" cannot be ticked with others.
  for (const compliance of [["ferpa"], ["none", "pci"]]) {
    const response = await post(
      request,
      `/free-it-audit/${id}/compliance`,
      [...compliance.map((value): [string, string] => ["compliance", value]), ["policies", "none"]],
      ip,
    );
    expect(response.status()).toBe(400);
    expect(await response.text()).toMatch(/does not apply to your kind of organization|cannot be combined/);
  }
  expect((await draftsFrom(ip))[0]!.answers).not.toHaveProperty("compliance");
});

test("oversized text is refused: a worry past its limit in place, a body past the cap with 413", async ({
  request,
}) => {
  const ip = freshIp();
  const id = await startDraft(request, ip);
  for (const [step, fields] of [
    ["it-today", IT_TODAY],
    ["security", { mfa: "no", training: "never", antivirus: "not-sure" }],
    ["backup", { backups: "none", restoreTest: "never" }],
  ] as const) {
    expect((await post(request, `/free-it-audit/${id}/${step}`, fields, ip)).status()).toBe(303);
  }
  const long = await post(
    request,
    `/free-it-audit/${id}/compliance`,
    { compliance: "pci", policies: "none", worry: "w".repeat(1001) },
    ip,
  );
  expect(long.status()).toBe(400);
  expect(await long.text()).toContain("Your answer is too long: at most 1,000 characters.");

  const huge = await post(
    request,
    `/free-it-audit/${id}/compliance`,
    { compliance: "pci", worry: "w".repeat(40_000) },
    ip,
  );
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain("larger than 32 KB");
  expect((await draftsFrom(ip))[0]!.answers).not.toHaveProperty("worry");

  const json = await request.post(`/free-it-audit/${id}/compliance`, {
    data: { compliance: ["pci"] },
    headers: { "X-Forwarded-For": ip },
    maxRedirects: 0,
  });
  expect(json.status()).toBe(400);
  expect(await json.text()).toContain("What was sent was not this step");
});

test("a tampered or unknown draft id says the audit cannot be found, and stores nothing", async ({ request, page }) => {
  const ip = freshIp();
  const id = await startDraft(request, ip);
  const tampered = `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`;
  for (const path of [
    `/free-it-audit/${tampered}/security`,
    "/free-it-audit/not-an-id/security",
    `/free-it-audit/${id}/nope`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "We could not find this audit" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start a new free IT audit" })).toHaveAttribute(
      "href",
      "/free-it-audit",
    );
  }
  const posted = await post(request, `/free-it-audit/${tampered}/it-today`, IT_TODAY, ip);
  expect(posted.status()).toBe(303);
  expect(posted.headers()["location"]).toBe(`/free-it-audit/${tampered}/it-today`);
  expect(await query("select 1 from assessment_drafts where id = $1", [tampered])).toEqual([]);
  const result = await page.goto(`/free-it-audit/result/${tampered}`);
  expect(result?.status()).toBe(404);
});

test("skipping steps sends the visitor back to the first unanswered one, and nothing is stored", async ({
  request,
  page,
}) => {
  const ip = freshIp();
  const id = await startDraft(request, ip);
  const email = `skipper-${Date.now()}@example.com`;
  const finish = await post(
    request,
    `/free-it-audit/${id}/contact`,
    { name: "Skip", email, organization: "Skipco", website_url: "", form_started: "x" },
    ip,
  );
  expect(finish.status()).toBe(303);
  expect(finish.headers()["location"]).toBe(`/free-it-audit/${id}/it-today`);
  expect(await query("select 1 from assessments where email = $1", [email])).toEqual([]);

  await page.goto(`/free-it-audit/${id}/backup`);
  await expect(page).toHaveURL(new RegExp(`/free-it-audit/${id}/it-today$`));
  await expect(page.getByText("One step is not answered yet", { exact: true })).toBeVisible();
});

test("a filled honeypot gets a result like anyone's, stored as spam and never e-mailed", async ({ request, page }) => {
  const ip = freshIp();
  const id = await startDraft(request, ip);
  for (const [step, fields] of [
    ["it-today", IT_TODAY],
    ["security", { mfa: "no", training: "never", antivirus: "not-sure" }],
    ["backup", { backups: "none", restoreTest: "never" }],
    ["compliance", { compliance: "none", policies: "none" }],
  ] as const) {
    expect((await post(request, `/free-it-audit/${id}/${step}`, fields, ip)).status()).toBe(303);
  }
  await page.goto(`/free-it-audit/${id}/contact`);
  const token = await page.locator('input[name="form_started"]').inputValue();
  const email = `bot-${Date.now()}@example.com`;
  const response = await post(
    request,
    `/free-it-audit/${id}/contact`,
    { name: "Bot", email, organization: "Botnet", website_url: "http://spam.example", form_started: token },
    ip,
  );
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toMatch(/^\/free-it-audit\/result\/[A-Za-z0-9_-]{32}$/);
  const rows = await query<{ id: string; spam: boolean }>("select id, spam from assessments where email = $1", [email]);
  expect(rows).toEqual([{ id: expect.any(String), spam: true }]);
  expect(await query("select 1 from email_outbox where key = $1", [`assessment:${rows[0]!.id}:staff`])).toEqual([]);
});
