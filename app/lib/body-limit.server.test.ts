import { describe, expect, it } from "vitest";
import {
  BODY_LIMITS,
  BodyTooLargeError,
  BodyUnreadableError,
  LARGEST_BODY_LIMIT,
  formatBytes,
  readBodyBytes,
  readFormBody,
  readText,
} from "./body-limit.server";

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request("http://localhost/form", { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

/** A chunked body of `chunks` pieces of 64 KB that counts how many were pulled. */
function counted(chunks: number) {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += 1;
      if (state.pulled > chunks) controller.close();
      else controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe("readBodyBytes", () => {
  it("reads a body up to and including its cap", async () => {
    const bytes = await readBodyBytes(post("a".repeat(1024)), 1024);
    expect(bytes.byteLength).toBe(1024);
    expect((await readBodyBytes(post(null), 10)).byteLength).toBe(0);
  });

  it("refuses a declared length over the cap without reading a byte", async () => {
    const { stream, state } = counted(1_000);
    const request = post(stream, { "Content-Length": String(10 * 1024 * 1024) });
    await expect(readBodyBytes(request, 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it("stops a chunked body at the cap, leaving the rest unread and the stream not cancelled", async () => {
    const { stream, state } = counted(1_000);
    const error = await readBodyBytes(post(stream), 128 * 1024).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect((error as BodyTooLargeError).limit).toBe(128 * 1024);
    expect((error as Error).message).toBe("What was sent is larger than 128 KB, more than this form accepts.");
    expect(state.pulled).toBeLessThan(6);
    // Cancelling would destroy the connection before the 413 goes out.
    expect(state.cancelled).toBe(false);
  });

  it("calls a body that breaks off unreadable", async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    await expect(readBodyBytes(post(stream), 1024)).rejects.toBeInstanceOf(BodyUnreadableError);
  });
});

describe("readFormBody and readText", () => {
  it("parse what they read", async () => {
    const form = await readFormBody(
      post("name=Ada&message=Hi", { "Content-Type": "application/x-www-form-urlencoded" }),
      1024,
    );
    expect(form.get("name")).toBe("Ada");
    expect(await readText(post('{"a":"é"}'), 1024)).toBe('{"a":"é"}');
  });

  it("refuse what is not a form, or not UTF-8, as unreadable", async () => {
    await expect(readFormBody(post("{}", { "Content-Type": "application/json" }), 1024)).rejects.toBeInstanceOf(
      BodyUnreadableError,
    );
    await expect(
      readFormBody(post("--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=y" }), 1024),
    ).rejects.toBeInstanceOf(BodyUnreadableError);
    await expect(readText(post(new Uint8Array([0xff, 0xfe])), 1024)).rejects.toBeInstanceOf(BodyUnreadableError);
  });

  it("apply the cap before parsing", async () => {
    const big = `message=${"a".repeat(2048)}`;
    await expect(
      readFormBody(post(big, { "Content-Type": "application/x-www-form-urlencoded" }), 1024),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
    await expect(readText(post(big), 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe("the caps", () => {
  it("fit a valid form at every field limit in non-ASCII text, URL-encoded", () => {
    // 200,000 characters of content, URL-encoded non-ASCII (9 bytes each), plus the other fields.
    expect(BODY_LIMITS.postForm).toBeGreaterThan(9 * (200_000 + 200 + 80 + 500 + 5 * 41) + 4096);
    expect(BODY_LIMITS.contact).toBeGreaterThan(9 * (120 + 254 + 160 + 40 + 5_000) + 4096);
    expect(BODY_LIMITS.signIn).toBeGreaterThan(9 * (1024 + 254) + 4096);
    expect(LARGEST_BODY_LIMIT).toBe(Math.max(...Object.values(BODY_LIMITS)));
  });

  it("read as people write them", () => {
    expect(formatBytes(128 * 1024)).toBe("128 KB");
    expect(formatBytes(2 * 1024 * 1024)).toBe("2 MB");
    expect(formatBytes(1536 * 1024)).toBe("1.5 MB");
  });
});
