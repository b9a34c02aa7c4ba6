import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { LowPriorityPreloads } from "./low-priority-preloads.server";

const page = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/framework.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="icon" href="/favicon.svg"/>',
  "<title>Café Straße — 日本語 ✅</title></head><body><p>Le réseau, c’est nous 🛡️</p></body></html>",
].join("");
const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/** Streams `bytes` through the transform cut into pieces at `cuts` (byte offsets). */
async function through(bytes: Buffer, cuts: number[]): Promise<string> {
  const pieces: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    pieces.push(bytes.subarray(from, cut));
    from = cut;
  }
  return text(Readable.from(pieces).pipe(new LowPriorityPreloads()));
}

describe("LowPriorityPreloads", () => {
  const bytes = Buffer.from(page, "utf8");

  it("marks every module preload low priority and leaves everything else byte for byte", async () => {
    expect(await through(bytes, [])).toBe(expected);
  });

  it("finds a preload tag cut between two chunks at any byte, and never splits a character", async () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through(bytes, [cut])).toBe(expected);
    }
  });

  it("copes with one byte per chunk", async () => {
    const everyByte = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
    expect(await through(bytes, everyByte)).toBe(expected);
  });

  it("passes through a document whose end looks like the start of a tag", async () => {
    const tail = Buffer.from("<p>ok</p><link rel", "utf8");
    expect(await through(tail, [12])).toBe("<p>ok</p><link rel");
  });
});
