import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { currentRequestId } from "../app/lib/request-scope.server";
import { accessFields, withAccessLog, type AccessFields, type AnswerAtOnce } from "./access-log";

const started = 1_000_000_000n;
const answered = { method: "GET", url: "/contact", status: 200, finished: true, requestId: "req-1" };

describe("accessFields", () => {
  it("names method, path, status, duration in ms, body bytes and the request id", () => {
    expect(accessFields(answered, { startedAt: started, bytes: 1234 }, started + 12_345_678n)).toEqual({
      method: "GET",
      path: "/contact",
      status: 200,
      ms: 12.35,
      bytes: 1234,
      requestId: "req-1",
    });
  });

  it("keeps only the query's parameter names, each once, never their values", () => {
    const fields = accessFields(
      { ...answered, url: "/search?email=ada%40example.com&q=secret&q=again&token=abc" },
      { startedAt: started, bytes: 0 },
      started,
    );
    expect(fields.path).toBe("/search");
    expect(fields.query).toEqual(["email", "q", "token"]);
    expect(JSON.stringify(fields)).not.toMatch(/ada|secret|again|abc/);
  });

  it("masks the key of a manage link, the calendar feed and an audit, also in a path that is redirected", () => {
    const token = "Tk3n_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklm";
    const pathOf = (url: string) => accessFields({ ...answered, url }, { startedAt: started, bytes: 0 }, started).path;
    expect(pathOf(`/book/feed/${token}.ics`)).toMatch(/^\/book\/feed\/\[token:[0-9a-f]{6}\]\.ics$/);
    expect(pathOf(`/book/manage/${token}/move?day=2026-11-25`)).toMatch(
      /^\/book\/manage\/\[token:[0-9a-f]{6}\]\/move$/,
    );
    expect(pathOf(`/book/./x/../manage/${token}`)).toMatch(/^\/book\/manage\/\[token:[0-9a-f]{6}\]$/);
    expect(pathOf("/book/./2026-11-25")).toBe("/book/./2026-11-25");
  });

  it("leaves the query out when it has no parameters", () => {
    expect(accessFields({ ...answered, url: "/?" }, { startedAt: started, bytes: 0 }, started)).not.toHaveProperty(
      "query",
    );
  });

  it("cuts a very long path and a long list of parameter names", () => {
    const url = `/${"a".repeat(1000)}?${Array.from({ length: 50 }, (_, i) => `k${i}=v`).join("&")}`;
    const fields = accessFields({ ...answered, url }, { startedAt: started, bytes: 0 }, started);
    expect(fields.path).toHaveLength(300);
    expect(fields.query).toHaveLength(20);
  });

  it("marks an answer the client did not wait for", () => {
    const fields = accessFields(
      { ...answered, method: "POST", status: 0, finished: false },
      { startedAt: started, bytes: 0 },
      started,
    );
    expect(fields).toMatchObject({ method: "POST", status: 0, aborted: true });
  });
});

describe("withAccessLog", () => {
  async function serve(listener: RequestListener, answerAtOnce: AnswerAtOnce) {
    const answered: AccessFields[] = [];
    const server = createServer(withAccessLog(listener, { answerAtOnce, onAnswered: (f) => answered.push(f) }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return { answered, url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
  }

  it("logs a page answered at once with the bytes it sent, without running the listener", async () => {
    let listened = false;
    const site = await serve(
      () => (listened = true),
      (_req, res, requestId) => {
        res.writeHead(200, ["content-type", "text/html", "x-request-id", requestId]).end("<p>hello</p>");
        return 12;
      },
    );
    const response = await fetch(`${site.url}/about-us`);
    expect(await response.text()).toBe("<p>hello</p>");
    await expect.poll(() => site.answered.length).toBe(1);
    expect(site.answered[0]).toMatchObject({ path: "/about-us", status: 200, bytes: 12 });
    expect(site.answered[0]!.requestId).toBe(response.headers.get("x-request-id"));
    expect(listened).toBe(false);
    await site.close();
  });

  it("runs the listener in the request's scope, with its id sent back, when nothing answers at once", async () => {
    let scoped: string | undefined;
    const site = await serve(
      (_req, res) => {
        scoped = currentRequestId();
        res.end("from the chain");
      },
      () => undefined,
    );
    const response = await fetch(`${site.url}/contact`);
    expect(await response.text()).toBe("from the chain");
    await expect.poll(() => site.answered.length).toBe(1);
    expect(scoped).toBe(response.headers.get("x-request-id"));
    expect(site.answered[0]).toMatchObject({ path: "/contact", bytes: 14, requestId: scoped });
    await site.close();
  });
});
