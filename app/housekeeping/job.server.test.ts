import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCleanupJob, type CleanupTask } from "./job.server";

const HOUR_MS = 60 * 60 * 1000;

/** A task that records its runs and deletes `count` rows each time. */
function task(name: string, runs: string[], count = 0): CleanupTask {
  return {
    name,
    run: async () => {
      runs.push(name);
      return count;
    },
  };
}

let logged: string[];

beforeEach(() => {
  vi.useFakeTimers();
  logged = [];
  const record = (line: unknown) => void logged.push(String(line));
  vi.spyOn(console, "log").mockImplementation(record);
  vi.spyOn(console, "error").mockImplementation(record);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the housekeeping job", () => {
  it("runs every task in order at start and then every interval, until stopped", async () => {
    const runs: string[] = [];
    const job = startCleanupJob([task("a", runs), task("b", runs)], HOUR_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(["a", "b"]);
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(runs).toEqual(["a", "b", "a", "b"]);
    await job.stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
    expect(runs).toHaveLength(4);
  });

  it("logs how many rows each task deleted, and stays quiet when nothing expired", async () => {
    const runs: string[] = [];
    const quiet = startCleanupJob([task("a", runs), task("b", runs)]);
    await quiet.stop();
    expect(logged).toEqual([]);

    const busy = startCleanupJob([task("contactRequests", runs, 2), task("rateLimits", runs, 0)]);
    await busy.stop();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/INFO .*\[housekeeping\] deleted expired data contactRequests=2 rateLimits=0$/);
  });

  it("ends a pass at a failing task with a warning naming it, and tries again at the next interval", async () => {
    const runs: string[] = [];
    let down = true;
    const flaky: CleanupTask = {
      name: "flaky",
      run: async () => {
        runs.push("flaky");
        if (down) throw new Error("connection refused");
        return 0;
      },
    };
    const job = startCleanupJob([flaky, task("after", runs)], HOUR_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(["flaky"]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /WARN .*\[housekeeping\] housekeeping pass failed; trying again next hour task="flaky" error="connection refused"/,
    );
    down = false;
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(runs).toEqual(["flaky", "flaky", "after"]);
    await job.stop();
  });

  it("never runs two passes at once, and stop() waits for the pass in flight", async () => {
    let release!: () => void;
    let started = 0;
    let finished = 0;
    const slow: CleanupTask = {
      name: "slow",
      run: async () => {
        started++;
        await new Promise<void>((resolve) => (release = resolve));
        finished++;
        return 0;
      },
    };
    const job = startCleanupJob([slow], HOUR_MS);
    await vi.advanceTimersByTimeAsync(2 * HOUR_MS);
    expect(started).toBe(1);
    const stopped = job.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    release();
    await stopped;
    expect(finished).toBe(1);
  });
});
