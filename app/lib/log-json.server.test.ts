import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { errorFields, loggableFields } from "./error-fields.server";
import { createJsonLog } from "./log-json.server";
import { runWithRequestId } from "./request-scope.server";

function collect() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("JSON log lines", () => {
  it("carry level as a word, ISO time, scope, message and fields", () => {
    const out = collect();
    createJsonLog(out.stream, "info").info({ scope: "contact", count: 2 }, "contact request stored");
    const [line] = out.parsed();
    expect(line).toMatchObject({ level: "info", scope: "contact", count: 2, msg: "contact request stored" });
    expect(new Date(line!.time as string).toISOString()).toBe(line!.time);
  });

  it("carry the id of the request being handled, and none outside a request", async () => {
    const out = collect();
    const log = createJsonLog(out.stream, "info");
    await runWithRequestId("abc", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.info("inside");
    });
    log.info("outside");
    const [inside, outside] = out.parsed();
    expect(inside).toMatchObject({ msg: "inside", requestId: "abc" });
    expect(outside).not.toHaveProperty("requestId");
  });

  it("respect LOG_LEVEL and fall back to info for an unknown one", () => {
    const out = collect();
    createJsonLog(out.stream, "warn").info("hidden");
    createJsonLog(out.stream, "loud").debug("hidden too");
    createJsonLog(out.stream, "loud").info("shown");
    expect(out.parsed().map((line) => line.msg)).toEqual(["shown"]);
  });
});

describe("errors as log fields", () => {
  it("keep type, message, code, stack and the chain of causes", () => {
    const root = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const error = new Error("could not deliver", { cause: new TypeError("send failed", { cause: root }) });
    const fields = errorFields(error);
    expect(fields).toMatchObject({
      type: "Error",
      message: "could not deliver",
      cause: { type: "TypeError", message: "send failed", cause: { code: "ECONNREFUSED" } },
    });
    expect(fields.stack).toMatch(/^Error: could not deliver\n\s+at /);
  });

  it("name a cause that is no Error by its type only", () => {
    expect(errorFields(new Error("x", { cause: { email: "ada@example.com" } })).cause).toEqual({
      type: "object",
      message: "(not an Error)",
    });
  });

  it("stop a loop of causes", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(JSON.stringify(errorFields(a))).toBeTruthy();
  });

  it("replace only the Error values among a call's fields", () => {
    expect(loggableFields({ count: 1, error: new Error("boom") }, false)).toMatchObject({
      count: 1,
      error: { type: "Error", message: "boom" },
    });
    expect(loggableFields({ error: new Error("boom") }, false).error).not.toHaveProperty("stack");
    expect(loggableFields({ error: new Error("boom") }, true).error).toHaveProperty("stack");
  });
});
