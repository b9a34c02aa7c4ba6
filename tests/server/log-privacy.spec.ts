// The production log an operator searches: JSON lines, each request under its id, and nothing a
// visitor typed or sent as a cookie, checked on a real contact submission; no key of a manage
// link, the staff calendar feed or an audit, however its address is written.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { accessLines, linesSaying, logLines } from "../support/log-lines";
import { eventually, startServer, type RunningServer } from "../support/server-process";
import { trackedResources } from "./helpers";
import { rawRequest } from "./raw-request";

const tracked = trackedResources();

async function launch(): Promise<RunningServer> {
  // E-mail is off without EMAILJS_*: the request is stored, nothing is sent.
  const server = await startServer({ env: { CONTACT_MIN_FILL_SECONDS: "0" } });
  tracked.servers.push(server);
  tracked.dataDirs.push(server.dataDir);
  return server;
}

/** The hidden fields of a freshly loaded contact page, as a browser submits them. */
async function formTokens(server: RunningServer): Promise<{ fields: Record<string, string>; requestId: string }> {
  const page = await fetch(`${server.url}/contact`);
  const html = await page.text();
  const trap = /name="website_url"[^>]*value="([^"]*)"/.exec(html);
  const started = /name="form_started" value="([^"]+)"/.exec(html);
  expect(trap && started, "the form's hidden fields are in the page").toBeTruthy();
  return {
    fields: { website_url: trap![1]!, form_started: started![1]! },
    requestId: page.headers.get("x-request-id") ?? "",
  };
}

test("a contact submission leaves JSON lines under its request id, with no message text and no cookie value", async () => {
  test.setTimeout(90_000);
  const server = await launch();
  const mark = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const message = `Private message text ${mark}`;
  const cookieValue = `cookie-value-${mark}`;

  const page = await formTokens(server);
  const response = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      Cookie: `visitor_note=${cookieValue}`,
    },
    body: new URLSearchParams({
      name: `Ada ${mark}`,
      email: `ada-${mark}@example.com`,
      message,
      page: "/contact",
      ...page.fields,
    }).toString(),
    redirect: "manual",
  });
  await response.arrayBuffer();
  expect(response.status).toBe(303);
  const requestId = response.headers.get("x-request-id");
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  const post = await eventually(() =>
    accessLines(server.output()).find((line) => line.method === "POST" && line.requestId === requestId),
  );
  expect(post).toMatchObject({ level: "info", path: "/contact", status: 303 });
  expect(post!.ms).toEqual(expect.any(Number));
  expect(post!.bytes).toEqual(expect.any(Number));
  expect(linesSaying(server.output(), "contact", "contact request stored")[0]?.requestId).toBe(requestId);
  expect(accessLines(server.output()).find((line) => line.requestId === page.requestId)).toMatchObject({
    method: "GET",
    path: "/contact",
    status: 200,
  });

  const output = server.output();
  for (const secret of [message, mark, cookieValue]) expect(output).not.toContain(secret);
  const lines = logLines(output);
  expect(lines.length).toBeGreaterThan(3);
  for (const line of lines) {
    expect(typeof line.time, JSON.stringify(line)).toBe("string");
    expect(typeof line.msg, JSON.stringify(line)).toBe("string");
  }
  // Every line written while a request was handled carries an id; start-up lines have none to carry.
  const duringRequests = lines.slice(lines.findIndex((line) => line.scope === "access") - 1);
  for (const line of duringRequests.filter((line) => line.scope !== "server"))
    expect(line.requestId, JSON.stringify(line)).toEqual(expect.any(String));
});

test("an incoming X-Request-Id is kept when safe and replaced when not, on cached pages too", async () => {
  test.setTimeout(90_000);
  const server = await launch();
  const idOf = async (id: string) =>
    (await fetch(`${server.url}/`, { headers: { "X-Request-Id": id } })).headers.get("x-request-id");
  // The first visit renders the shared page; the later ones are sent from memory before Express.
  expect(await idOf("proxy-id.1")).toBe("proxy-id.1");
  expect(await idOf("proxy-id.2")).toBe("proxy-id.2");
  const replaced = await idOf("not safe/" + "x".repeat(80));
  expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  const hit = await fetch(`${server.url}/`);
  expect(hit.headers.get("x-cache")).toBe("HIT");
  const hitId = hit.headers.get("x-request-id");
  expect(hitId).toMatch(/^[0-9a-f-]{36}$/);
  expect(hitId).not.toBe(replaced);
  await hit.arrayBuffer();
  const hitLine = await eventually(() => accessLines(server.output()).find((line) => line.requestId === hitId));
  expect(hitLine).toMatchObject({ method: "GET", path: "/", status: 200 });
  expect(hitLine!.bytes).toBeGreaterThan(0);
});

test("the keys of manage links, the calendar feed and audits, and query values, are in no line", async () => {
  test.setTimeout(90_000);
  const server = await launch();
  // The shapes of the real ones (app/booking/tokens.server.ts, app/assessment/ids.server.ts): the
  // path is logged before anything looks the key up, so an unknown key is logged as a real one would be.
  const manage = randomBytes(32).toString("base64url");
  const feed = randomBytes(32).toString("base64url");
  const draft = randomBytes(24).toString("base64url");
  const result = randomBytes(24).toString("base64url");
  const code = `code-${randomBytes(8).toString("hex")}`;
  const asked: [method: string, path: string][] = [
    ["GET", `/book/feed/${feed}.ics`],
    // A calendar app polls: every poll is a line, under one marker.
    ["GET", `/book/feed/${feed}.ics`],
    ["POST", `/book/feed/${feed}.ics`],
    ["GET", `/book/manage/${manage}`],
    ["GET", `/book/manage/${manage}/move?day=2026-11-25`],
    ["GET", `/book/manage/${manage}/calendar.ics`],
    ["POST", `/book/manage/${manage}`],
    ["GET", `/free-it-audit/${draft}/company`],
    ["POST", `/free-it-audit/${draft}/company`],
    ["GET", `/free-it-audit/result/${result}`],
    ["GET", `/auth/callback?code=${code}`],
    // Written otherwise, still the same page: React Router ignores case and decodes escapes, the
    // guard redirects the rest, and refuses an escape that is no UTF-8 (logging the target).
    ["GET", `/BOOK/Manage/${manage}`],
    ["GET", `/book/%6danage/${manage}`],
    ["GET", `/book/./manage/${manage}`],
    ["GET", `//book//feed//${feed}.ics`],
    ["GET", `/book/manage/${manage}%FF`],
  ];
  const ids = asked.map((_, i) => `keys-${i}`);
  for (const [i, [method, path]] of asked.entries()) {
    await rawRequest(server, path, {
      method,
      headers: {
        "X-Request-Id": ids[i]!,
        Referer: `${server.url}/book/manage/${manage}`,
        // A form post from elsewhere: refused, and the refusal's line names the path.
        ...(method === "POST" ? { Origin: "https://elsewhere.example" } : {}),
      },
      form: method === "POST" ? { intent: "cancel" } : undefined,
    });
  }
  await eventually(() => {
    const access = accessLines(server.output());
    return ids.every((id) => access.some((line) => line.requestId === id));
  });
  const lines = accessLines(server.output());

  const output = server.output();
  for (const secret of [manage, feed, draft, result, code]) expect(output).not.toContain(secret);
  const pathOf = (id: string) => lines.find((line) => line.requestId === id)?.path;
  expect(pathOf("keys-0")).toMatch(/^\/book\/feed\/\[token:[0-9a-f]{6}\]\.ics$/);
  expect(pathOf("keys-1"), "one feed, one marker").toBe(pathOf("keys-0"));
  expect(pathOf("keys-4")).toMatch(/^\/book\/manage\/\[token:[0-9a-f]{6}\]\/move$/);
  expect(pathOf("keys-7")).toMatch(/^\/free-it-audit\/\[draft:[0-9a-f]{6}\]\/company$/);
  expect(pathOf("keys-9")).toMatch(/^\/free-it-audit\/result\/\[result:[0-9a-f]{6}\]$/);
  expect(pathOf("keys-10")).toBe("/auth/callback");
  // The lines that quote an address besides the access line's path were written, and masked.
  const quoting = logLines(output).filter(
    (line) => line.scope !== "access" && /\[(token|draft):/.test(JSON.stringify(line)),
  );
  expect(quoting.length, "refusals and errors that name the path").toBeGreaterThan(0);
});
