// Test-only preload (node --import ./tests/fakes/clock/preload.mjs server.js): the process's clock
// (Date) runs FAKE_CLOCK_FILE's number of milliseconds ahead of the real one, read again as the
// test changes it, so a test moves a running server to 2:59 AM and then past 3 AM. Timers keep
// real time. Never used in production.
import { readFileSync } from "node:fs";
import { FAKE_CLOCK_REREAD_MS } from "./reread.mjs";

const file = process.env.FAKE_CLOCK_FILE;
if (!file) throw new Error("clock/preload.mjs needs FAKE_CLOCK_FILE (a file holding the offset in milliseconds)");

const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let offset = 0;
let readAt = -Infinity;

function currentOffset() {
  const now = realNow();
  if (now - readAt > FAKE_CLOCK_REREAD_MS) {
    readAt = now;
    try {
      const text = readFileSync(file, "utf8").trim();
      // An empty file would read as 0, the real clock.
      if (text !== "" && Number.isFinite(Number(text))) offset = Number(text);
    } catch {
      // Being rewritten: keep the last value.
    }
  }
  return offset;
}

class FakeDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(realNow() + currentOffset());
    else super(...args);
  }

  static now() {
    return realNow() + currentOffset();
  }
}

globalThis.Date = FakeDate;
