// The contact action as the server runs it (inside the toast middleware, with a client IP), on a
// real PostgreSQL: what each refusal answers, and that nothing refused is ever stored.
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../../tests/support/route-harness";
import { connectDatabase, disconnectDatabase, getDb } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { contactRequests } from "./tables";
import { getEnv } from "~/lib/env.server";
import { clientIpContext } from "~/lib/request-context";
import { takeToast, toastMiddleware } from "~/lib/toast.server";
import type { Toast } from "~/lib/toast";
import { honeypotInputProps } from "~/spam/honeypot.server";
import { submitContactRequest } from "./submit.server";
import type { ContactActionData } from "./use-contact-fetcher";
import { workerDatabaseUrl } from "../../tests/support/worker-database";

const HOUR = 3_600_000;

beforeAll(async () => {
  const db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
});
afterAll(() => disconnectDatabase());

type Sent = { status: number; location: string | null; data: ContactActionData | undefined; toast: Toast | undefined };

/** Posts `fields` to the action the way the server does, from an IP of its own (no rate limit in the way). */
async function send(fields: Record<string, string>, ip = `test-${randomUUID()}`): Promise<Sent> {
  const context = new RouterContextProvider();
  context.set(clientIpContext, ip);
  const request = new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  let returned: unknown;
  await toastMiddleware({ request, context, params: {} } as never, async () => {
    returned = await submitContactRequest(request, context);
    return new Response(null);
  });
  const answer = answerOf(returned);
  // The toast of a refusal is shown by the same request's render; take it as the root loader does.
  return {
    status: answer.status,
    location: answer.location,
    data: answer.data as ContactActionData | undefined,
    toast: takeToast(context),
  };
}

/** A person's form: loaded `ago` ms before it is sent (long enough to fill it, by default). */
function personForm(email: string, extra: Record<string, string> = {}, ago = 10_000) {
  const { trapField, tokenField, token } = honeypotInputProps(Date.now() - ago);
  return {
    name: "Ada Lovelace",
    email,
    message: "Please call us about our network.",
    page: "/contact",
    [trapField]: "",
    [tokenField]: token,
    ...extra,
  };
}

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function storedFor(email: string) {
  return getDb().select().from(contactRequests).where(eq(contactRequests.email, email));
}

describe("control characters", () => {
  it.each([
    ["name", "Ada\u0000 Lovelace"],
    ["email", "ada\u0000@example.com"],
    ["company", "Analytical\u0007 Engines"],
    ["phone", "555\u001b0100"],
    ["name", "Ada\r\nBcc: everyone@example.com"],
    ["message", "Hello\u0000 there"],
    ["message", "Hello\u007f there"],
    ["message", "Hello\u0085 there"],
  ])(
    "refuses %s holding a control character: 400 with the error on the field, nothing stored",
    async (field, value) => {
      const ip = `test-${randomUUID()}`;
      const sent = await send(personForm(unique("control"), { [field]: value }), ip);
      expect(sent.status).toBe(400);
      expect(sent.data?.result?.error?.[field]?.[0]).toMatch(/invisible control character/);
      expect(sent.toast?.title).toBe("📝 Please check the highlighted fields.");
      // What was typed comes back in the form.
      expect(sent.data?.result?.initialValue?.[field]).toBe(value);
      expect(await getDb().select().from(contactRequests).where(eq(contactRequests.clientIp, ip))).toEqual([]);
    },
  );

  it("keeps the message's tabs and line breaks", async () => {
    const email = unique("lines");
    const sent = await send(personForm(email, { message: "Line one\r\n\tLine two" }));
    expect(sent.status).toBe(303);
    expect((await storedFor(email)).map((row) => row.message)).toEqual(["Line one\r\n\tLine two"]);
  });
});

describe("the page field", () => {
  it.each([
    "/contact\r\nSet-Cookie: x=y",
    "/\t/evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "//evil.example",
    "https://evil.example/",
    "/\u0000",
  ])("refuses %j before anything is stored: 400 with a clear toast", async (page) => {
    const email = unique("page");
    const sent = await send(personForm(email, { page }));
    expect(sent.status).toBe(400);
    expect(sent.data?.result?.error?.page).toBeTruthy();
    expect(sent.toast).toMatchObject({ title: "📝 This form could not be sent.", variant: "destructive" });
    expect(sent.data?.result?.initialValue?.message).toBe("Please call us about our network.");
    expect(await storedFor(email)).toEqual([]);
  });

  it.each([
    ["/✓ checked", "/%E2%9C%93%20checked"],
    ["/services/cybersecurity?from=hero#top", "/services/cybersecurity?from=hero#top"],
    ["/#contact", "/#contact"],
  ])("stores the same-site page %j in its one spelling and sends the visitor back there", async (page, spelled) => {
    const email = unique("page-ok");
    const sent = await send(personForm(email, { page }));
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(spelled);
    expect((await storedFor(email)).map((row) => row.page)).toEqual([spelled]);
  });

  it("sends a form without a page back to /contact", async () => {
    const email = unique("no-page");
    const { page: _, ...fields } = personForm(email);
    const sent = await send(fields);
    expect(sent.location).toBe("/contact");
  });
});

describe("the form's token", () => {
  it("refuses a form whose page was rendered five hours ago, keeps what was typed, and hands a token that works at once", async () => {
    const email = unique("expired");
    const stale = personForm(email, { company: "Analytical Engines" }, 5 * HOUR);
    const refused = await send(stale);
    expect(refused.status).toBe(400);
    expect(refused.toast).toMatchObject({ title: "⏳ This form had expired.", variant: "destructive" });
    expect(refused.data?.result?.initialValue).toMatchObject({
      name: "Ada Lovelace",
      company: "Analytical Engines",
      message: "Please call us about our network.",
    });
    expect(refused.data?.formToken).toEqual(expect.any(String));
    expect(await storedFor(email)).toEqual([]);

    // Sent again straight away (no fill time to wait: the form is filled in already).
    const again = await send({ ...stale, form_started: refused.data!.formToken! });
    expect(again.status).toBe(303);
    expect((await storedFor(email)).map((row) => row.status)).toEqual(["pending"]);
  });

  it("admits a few requests per token, then refuses its replays with nothing stored", async () => {
    const email = unique("replay");
    const form = personForm(email);
    const allowed = getEnv().CONTACT_FORM_MAX_USES;
    for (let i = 1; i <= allowed; i++) {
      expect((await send({ ...form, message: `Request ${i}` })).status, `use ${i}`).toBe(303);
    }
    const replay = await send({ ...form, message: "One too many" });
    expect(replay.status).toBe(400);
    expect(replay.toast?.title).toBe("⏳ This form had expired.");
    expect(replay.data?.formToken).toEqual(expect.any(String));
    expect((await storedFor(email)).map((row) => row.message)).toEqual(
      Array.from({ length: allowed }, (_, i) => `Request ${i + 1}`),
    );
  });

  it("still stores spam caught by the trap or the fill time as spam, whatever the token's age", async () => {
    const trapped = unique("trap");
    const hasty = unique("hasty");
    expect((await send(personForm(trapped, { website_url: "https://spam.example" }))).status).toBe(303);
    expect((await send(personForm(hasty, {}, 500))).status).toBe(303);
    expect((await storedFor(trapped)).map((row) => row.status)).toEqual(["spam"]);
    expect((await storedFor(hasty)).map((row) => row.status)).toEqual(["spam"]);
  });
});
