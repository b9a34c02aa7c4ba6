import { describe, expect, it } from "vitest";
import { clockLabel, formatMinutes } from "./clock-wording";

describe("a duration as staff read it", () => {
  it.each([
    [0, "0 min"],
    [35, "35 min"],
    [59.9, "59 min"],
    [60, "1 h"],
    [80, "1 h 20 min"],
    [23 * 60 + 59, "23 h 59 min"],
    [24 * 60, "1 day"],
    [27 * 60 + 45, "1 day 3 h"],
    [48 * 60 + 10, "2 days"],
  ])("%s minutes: %s", (minutes, words) => {
    expect(formatMinutes(minutes)).toBe(words);
  });
});

describe("where a lead's clock stands, in words", () => {
  const receivedAt = new Date("2026-12-01T15:00:00Z");
  const respondBy = new Date("2026-12-01T17:00:00Z");
  const waiting = { status: "new" as const, receivedAt, respondBy, firstResponseAt: null };
  const at = (iso: string) => new Date(iso);

  it("counts the time left to the due time on the wall clock", () => {
    expect(clockLabel(waiting, at("2026-12-01T15:40:00Z"))).toEqual({ text: "1 h 20 min left", tone: "running" });
    expect(clockLabel(waiting, at("2026-12-01T16:35:30Z"))).toEqual({ text: "24 min left", tone: "soon" });
    expect(clockLabel(waiting, at("2026-12-01T17:00:00Z"))).toEqual({ text: "Due now", tone: "soon" });
  });

  it("says how long it has been overdue", () => {
    expect(clockLabel(waiting, at("2026-12-01T17:35:00Z"))).toEqual({ text: "Overdue by 35 min", tone: "overdue" });
    expect(clockLabel(waiting, at("2026-12-02T19:00:00Z"))).toEqual({ text: "Overdue by 1 day 2 h", tone: "overdue" });
  });

  it("says how long the first response took, whatever the status now", () => {
    const answered = { ...waiting, status: "won" as const, firstResponseAt: at("2026-12-01T15:48:00Z") };
    expect(clockLabel(answered, at("2026-12-05T00:00:00Z"))).toEqual({ text: "Answered in 48 min", tone: "answered" });
    const quick = { ...answered, firstResponseAt: at("2026-12-01T15:00:40Z") };
    expect(clockLabel(quick, at("2026-12-05T00:00:00Z"))?.text).toBe("Answered in under a minute");
  });

  it("shows no clock for a lead held as spam or closed without a recorded response", () => {
    expect(clockLabel({ ...waiting, status: "spam" }, at("2026-12-01T18:00:00Z"))).toBeNull();
    expect(clockLabel({ ...waiting, status: "lost" }, at("2026-12-01T18:00:00Z"))).toBeNull();
  });
});
