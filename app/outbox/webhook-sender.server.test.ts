import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/lib/env.server";
import { webhookSender } from "./webhook-sender.server";

const SECRET = "T0123/B0456/very-secret-token";
let server: Server;
let base: string;
const bodies: unknown[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    const status = Number(new URL(req.url ?? "/", "http://x").searchParams.get("answer") ?? 200);
    if (status === 0) return; // never answers
    res.writeHead(status).end(`answer ${status} for ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/${SECRET}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A loopback port nobody listens on any more. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const item = (template = "webhook:lead-alert") => ({ id: 1, key: "k", template, params: { text: "New lead" } });
const send = (url: string, timeoutMs = 2_000) =>
  webhookSender(new Map([["webhook:lead-alert", url]]), timeoutMs)(item());

describe("the chat webhook sender", () => {
  it('posts {"text": …} and counts a 2xx as sent', async () => {
    expect(await send(base)).toEqual({ kind: "sent" });
    expect(bodies.at(-1)).toEqual({ text: "New lead" });
  });

  it("posts a Teams Workflows webhook the text as an Adaptive Card, and counts its 202 as sent", async () => {
    const workflow = base.replace(`/services/${SECRET}`, "/workflows/0a1b2c/triggers/manual/paths/invoke");
    expect(await send(`${workflow}?api-version=1&answer=202`)).toEqual({ kind: "sent" });
    expect(bodies.at(-1)).toEqual({
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          content: {
            $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
            type: "AdaptiveCard",
            version: "1.4",
            body: [{ type: "TextBlock", text: "New lead", wrap: true }],
          },
        },
      ],
    });
  });

  it("retries a busy or failing hook, fails a refused one at once, and never says its address", async () => {
    const outcomes = [
      await send(`${base}?answer=429`),
      await send(`${base}?answer=503`),
      await send(`${base}?answer=404`),
      await send(`${base}?answer=0`, 300),
      await send(`http://127.0.0.1:${await closedPort()}/services/${SECRET}`),
      await send("not a url/" + SECRET),
    ];
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["retry", "retry", "permanent", "retry", "retry", "retry"]);
    for (const outcome of outcomes) expect(JSON.stringify(outcome)).not.toContain("very-secret");
    expect(outcomes[3]).toEqual({ kind: "retry", error: "the webhook did not answer: no answer within 0.3 s" });
    expect(outcomes[4]).toEqual({ kind: "retry", error: "the webhook did not answer: ECONNREFUSED" });
  });

  it("leaves a message whose hook is not configured here for later", async () => {
    expect(await webhookSender(new Map(), 1_000)(item("webhook:other"))).toMatchObject({ kind: "retry" });
  });
});

describe("LEAD_WEBHOOK_URL", () => {
  it("takes https, and plain http only to this machine", () => {
    expect(parseEnv({ LEAD_WEBHOOK_URL: "https://hooks.slack.com/services/x" }).LEAD_WEBHOOK_URL).toBeDefined();
    expect(parseEnv({ LEAD_WEBHOOK_URL: "http://127.0.0.1:8080/hook" }).LEAD_WEBHOOK_URL).toBeDefined();
    expect(parseEnv({ LEAD_WEBHOOK_URL: "" }).LEAD_WEBHOOK_URL).toBeUndefined();
  });

  it.each(["http://hooks.example.com/services/" + SECRET, "ftp://hooks.example.com/" + SECRET, "hooks/" + SECRET])(
    "refuses %s at start without repeating it",
    (value) => {
      expect(() => parseEnv({ LEAD_WEBHOOK_URL: value })).toThrow(ConfigError);
      expect(() => parseEnv({ LEAD_WEBHOOK_URL: value })).toThrow(/LEAD_WEBHOOK_URL: must be an https URL/);
      try {
        parseEnv({ LEAD_WEBHOOK_URL: value });
      } catch (error) {
        expect((error as Error).message).not.toContain("very-secret");
      }
    },
  );
});
