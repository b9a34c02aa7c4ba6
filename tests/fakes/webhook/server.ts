// A loopback stand-in for a Slack or Teams incoming webhook, for process tests only: it answers
// 200 "ok" to JSON POSTs and keeps what it took, in this test process. The first `failFirst`
// posts get a 503 instead (counted, not kept), as a hook that is briefly down.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeWebhook = {
  /** The address to give the site as LEAD_WEBHOOK_URL: a path like a real hook's, with its token. */
  url: string;
  /** Every message taken so far (answered 200), in order. */
  calls(): { text: string }[];
  /** How many posts were answered 503. */
  refused(): number;
  stop(): Promise<void>;
};

export async function startFakeWebhook(options: { failFirst?: number } = {}): Promise<FakeWebhook> {
  const received: { text: string }[] = [];
  let refused = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.headers["content-type"] !== "application/json") {
      res.writeHead(400).end("expected a JSON POST");
      return;
    }
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { text?: unknown };
      if (typeof body.text !== "string") throw new Error("no text");
      if (refused < (options.failFirst ?? 0)) {
        refused += 1;
        res.writeHead(503).end("busy");
        return;
      }
      received.push({ text: body.text });
      res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
    } catch {
      res.writeHead(400).end("invalid_payload");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/fake-webhook-token`,
    calls: () => [...received],
    refused: () => refused,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
