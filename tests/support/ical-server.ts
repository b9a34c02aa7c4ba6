import type { AddressInfo } from "node:net";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import path from "node:path";

/**
 * A loopback calendar server for the calendar sync's tests: each feed is a private address
 * (a random key in its path, like Google's secret address) serving a calendar file, and the test
 * switches it to failing the ways real servers fail. Honours If-None-Match like Google does.
 */

type FeedBehaviour =
  | "ok"
  /** 500 Internal Server Error. */
  | "error"
  /** Accepts the request and never answers. */
  | "hang"
  /** 200 with a body of 3 MB, chunked (no Content-Length): only counting the bytes stops it. */
  | "huge"
  /** 200 with a file that is not a calendar a parser can read. */
  | "malformed";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/ical");

export function icalFixture(name: string): string {
  return readFileSync(path.join(FIXTURES, name), "utf8");
}

/** A calendar of single events given as UTC instants. */
export function icalOf(events: { start: Date; end: Date; summary?: string }[]): string {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Calendar sync tests//EN"];
  events.forEach(({ start, end, summary = "Busy" }, index) => {
    lines.push("BEGIN:VEVENT", `UID:event-${index}@example.com`, `DTSTAMP:${stamp(new Date())}`);
    lines.push(`DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, `SUMMARY:${summary}`, "END:VEVENT");
  });
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

type Feed = { text: string; behaviour: FeedBehaviour };

/** Serves calendars on loopback, on `port` or (0, the default) one the system picks: see `.port`. */
export async function startIcalServer(askedPort = 0) {
  const feeds = new Map<string, Feed>();
  const requests: { key: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    const key = /^\/feeds\/([^/]+)\//.exec(request.url ?? "")?.[1] ?? "";
    const feed = feeds.get(key);
    requests.push({ key, headers: request.headers });
    if (!feed) return response.writeHead(404).end("no such calendar");
    switch (feed.behaviour) {
      case "hang":
        return;
      case "error":
        return response.writeHead(500).end("calendar server error");
      case "malformed":
        return response.writeHead(200, { "Content-Type": "text/calendar" }).end(icalFixture("malformed.ics"));
      case "huge": {
        response.writeHead(200, { "Content-Type": "text/calendar" });
        response.write("BEGIN:VCALENDAR\r\n");
        const line = `X-FILLER:${"x".repeat(1_000)}\r\n`;
        for (let i = 0; i < 3_000; i++) response.write(line);
        return response.end("END:VCALENDAR\r\n");
      }
      case "ok": {
        const etag = `"${createHash("sha256").update(feed.text).digest("hex").slice(0, 16)}"`;
        if (request.headers["if-none-match"] === etag) return response.writeHead(304, { ETag: etag }).end();
        return response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", ETag: etag }).end(feed.text);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(askedPort, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    /** A new private address serving `text`; its key is the secret part. */
    add(text: string): { url: string; key: string } {
      const key = randomBytes(18).toString("base64url");
      feeds.set(key, { text, behaviour: "ok" });
      return { url: `http://127.0.0.1:${port}/feeds/${key}/basic.ics`, key };
    },
    set(key: string, change: Partial<Feed>) {
      feeds.set(key, { ...feeds.get(key)!, ...change });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type IcalServer = Awaited<ReturnType<typeof startIcalServer>>;
