import { renameSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { FAKE_CLOCK_REREAD_MS } from "./reread.mjs";

/** The preload a server under test imports (NODE_OPTIONS=--import=…) to run on the fake clock. */
export const FAKE_CLOCK_PRELOAD = new URL("./preload.mjs", import.meta.url).href;

/**
 * Moves the fake clock of every server reading `file` (their FAKE_CLOCK_FILE) to `now`: the file
 * holds the offset from the real clock, so time keeps running from there. Resolves once every
 * server has read it: a request sent sooner could still be served at the old time (one was, and a
 * visit of the next day counted on the day before).
 */
export async function setFakeClock(file: string, now: number | string): Promise<void> {
  const offset = (typeof now === "string" ? Date.parse(now) : now) - Date.now();
  // Written beside and renamed over: a server reading it meanwhile sees the old offset or the new, never half a file.
  writeFileSync(`${file}.next`, String(offset));
  renameSync(`${file}.next`, file);
  await sleep(FAKE_CLOCK_REREAD_MS * 2 + 10);
}
