import { writeFileSync } from "node:fs";

/** The preload a server under test imports (NODE_OPTIONS=--import=…) to run on the fake clock. */
export const FAKE_CLOCK_PRELOAD = new URL("./preload.mjs", import.meta.url).href;

/**
 * Moves the fake clock of every server reading `file` (their FAKE_CLOCK_FILE) to `now`: the file
 * holds the offset from the real clock, so time keeps running from there.
 */
export function setFakeClock(file: string, now: number | string): void {
  writeFileSync(file, String((typeof now === "string" ? Date.parse(now) : now) - Date.now()));
}
