import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import type { LeadChange, LeadListener } from "./live.server";
import { endAllLeadStreams, endLeadStreamsOf, leadEventStream, openLeadStreams } from "./live-stream.server";

/** A listener the test speaks through, counting who hears. */
function fakeListener() {
  const subscribers = new Set<(change: LeadChange) => void>();
  const listener: LeadListener = {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    state: () => ({ subscribers: subscribers.size, listening: subscribers.size > 0 }),
  };
  return { listener, publish: (change: LeadChange) => subscribers.forEach((hear) => hear(change)) };
}

function pageRequest(cookie = "en_staff=one", signal?: AbortSignal) {
  return new Request("http://localhost/admin/leads/events", { headers: { Cookie: cookie }, signal });
}

/** Reads the stream as it comes, as "event: data" lines, until it ends. */
function reader(response: Response) {
  const body = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let text = "";
  const done = (async () => {
    for (;;) {
      const { value, done: finished } = await body.read();
      if (finished) return;
      text += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = text.indexOf("\n\n")) !== -1) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        events.push(`${event}: ${data}`);
      }
    }
  })();
  return { events, done };
}

async function until(check: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const signedIn = () => Promise.resolve(true);

afterEach(() => endAllLeadStreams());

describe("the lead desk's event stream", () => {
  it("says it is open, then names each lead that changed and nothing else, uncached and uncompressed", async () => {
    const { listener, publish } = fakeListener();
    const response = leadEventStream(pageRequest(), { maxConnections: 5, listener, stillValid: signedIn });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store, no-transform");
    const stream = reader(response);
    publish({ kind: "changed", leadId: "lead-1" });
    publish({ kind: "resync" });
    await until(() => stream.events.length === 3);
    const [open, changed, resync] = stream.events.map((line) => JSON.parse(line.slice("leads: ".length)) as object);
    expect(open).toMatchObject({ reason: "open", n: 1 });
    expect(changed).toMatchObject({ lead: "lead-1", n: 2 });
    expect(Object.keys(changed!).sort()).toEqual(["lead", "n", "s"]);
    expect(resync).toMatchObject({ reason: "resync", n: 3 });
  });

  it("sends heartbeats, and stops hearing once the page goes away", async () => {
    const { listener } = fakeListener();
    const page = new AbortController();
    const response = leadEventStream(pageRequest("en_staff=one", page.signal), {
      maxConnections: 5,
      listener,
      stillValid: signedIn,
      timing: { heartbeatMs: 10 },
    });
    const stream = reader(response);
    await until(() => stream.events.filter((line) => line === "heartbeat: ").length >= 2);
    expect(listener.state().subscribers).toBe(1);
    page.abort();
    await stream.done;
    expect(listener.state().subscribers).toBe(0);
    expect(openLeadStreams()).toBe(0);
  });

  it("refuses past the cap with a 503 that says a reload still works, and takes a page again once one left", async () => {
    const { listener } = fakeListener();
    const first = leadEventStream(pageRequest(), { maxConnections: 1, listener, stillValid: signedIn });
    const refused = leadEventStream(pageRequest(), { maxConnections: 1, listener, stillValid: signedIn });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Cache-Control")).toContain("no-store");
    expect(await refused.text()).toMatch(/Too many lead desk pages.*Reload the page/);
    expect(leadEventStream(pageRequest(), { maxConnections: 0, listener }).status).toBe(503);
    endAllLeadStreams();
    await reader(first).done;
    expect(leadEventStream(pageRequest(), { maxConnections: 1, listener, stillValid: signedIn }).status).toBe(200);
  });

  it("ends when the session no longer holds, and at sign-out for the same browser only", async () => {
    const { listener } = fakeListener();
    let valid = true;
    const checked = leadEventStream(pageRequest("en_staff=checked"), {
      maxConnections: 5,
      listener,
      stillValid: () => Promise.resolve(valid),
      timing: { sessionCheckMs: 10 },
    });
    const mine = leadEventStream(pageRequest("a=1; en_staff=mine"), {
      maxConnections: 5,
      listener,
      stillValid: signedIn,
    });
    const theirs = leadEventStream(pageRequest("en_staff=theirs"), {
      maxConnections: 5,
      listener,
      stillValid: signedIn,
    });
    const [checkedStream, mineStream, theirStream] = [reader(checked), reader(mine), reader(theirs)];

    valid = false;
    await checkedStream.done;
    endLeadStreamsOf(pageRequest("en_staff=mine; b=2"));
    await mineStream.done;
    expect(openLeadStreams()).toBe(1);
    expect(theirStream.events).toHaveLength(1);
  });

  it("ends after its bounded life, so the browser comes back through the admin gate", async () => {
    const { listener } = fakeListener();
    const response = leadEventStream(pageRequest(), {
      maxConnections: 5,
      listener,
      stillValid: signedIn,
      timing: { maxLifeMs: 20 },
    });
    await reader(response).done;
    expect(listener.state().subscribers).toBe(0);
  });
});

describe("LEAD_EVENTS_MAX_CONNECTIONS", () => {
  it("is 50 by default, 0 turns live updates off, and anything else is refused by name at start", () => {
    expect(parseEnv({}).LEAD_EVENTS_MAX_CONNECTIONS).toBe(50);
    expect(parseEnv({ LEAD_EVENTS_MAX_CONNECTIONS: "0" }).LEAD_EVENTS_MAX_CONNECTIONS).toBe(0);
    expect(() => parseEnv({ LEAD_EVENTS_MAX_CONNECTIONS: "lots" })).toThrow(/LEAD_EVENTS_MAX_CONNECTIONS: must be/);
    expect(() => parseEnv({ LEAD_EVENTS_MAX_CONNECTIONS: "-1" })).toThrow(/LEAD_EVENTS_MAX_CONNECTIONS/);
  });
});
