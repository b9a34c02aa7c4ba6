import { describe, expect, it } from "vitest";
import { WholeDocument, lowPriorityPreloads } from "./whole-document.server";

const page = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/framework.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="icon" href="/favicon.svg"/>',
  "<title>Café Straße — 日本語 ✅</title></head><body><p>Le réseau, c’est nous 🛡️</p></body></html>",
].join("");
const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/** Writes `bytes` into a WholeDocument cut into pieces at `cuts` (byte offsets). */
async function through(bytes: Buffer, cuts: number[]): Promise<string> {
  const document = new WholeDocument();
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    document.write(bytes.subarray(from, cut));
    from = cut;
  }
  document.end();
  return (await document.done).toString("utf8");
}

describe("WholeDocument", () => {
  const bytes = Buffer.from(page, "utf8");

  it("marks every module preload low priority and leaves everything else byte for byte", async () => {
    expect(await through(bytes, [])).toBe(expected);
  });

  it("finds a preload tag and keeps every character whole however the bytes were cut", async () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through(bytes, [cut])).toBe(expected);
    }
    const everyByte = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
    expect(await through(bytes, everyByte)).toBe(expected);
  });

  it("fails when the renderer destroys it with an error", async () => {
    const document = new WholeDocument();
    document.write(Buffer.from("<html>"));
    document.destroy(new Error("render aborted"));
    await expect(document.done).rejects.toThrow("render aborted");
  });
});

describe("lowPriorityPreloads", () => {
  it("returns a document without module preloads unchanged", () => {
    const plain = Buffer.from("<p>ok</p><link rel", "utf8");
    expect(lowPriorityPreloads(plain)).toBe(plain);
  });
});
