import { afterEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "./every.server";

afterEach(() => vi.useRealTimers());

describe("runEvery", () => {
  it("runs at once and at each tick, skips a tick while a pass is still under way, and stops", async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const pass = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = runEvery(1000, pass, () => {});
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(pass).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(2);
    finish();
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it("reports a pass that failed and tries again at the next tick", async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    const pass = vi.fn(async () => {
      throw new Error("database away");
    });
    const job = runEvery(1000, pass, (error) => errors.push(error.message));
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(errors).toEqual(["database away", "database away"]);
    await job.stop();
  });
});
