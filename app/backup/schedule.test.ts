import { describe, expect, it } from "vitest";
import { latestSlot, nextDue } from "./schedule";

describe("the nightly slot", () => {
  it("before the hour is last night's; from the hour on, tonight's (3 AM Eastern in winter is 08:00 UTC)", () => {
    expect(latestSlot(new Date("2026-11-26T07:59:59Z"), 3)).toEqual({
      slot: "2026-11-25",
      dueAt: new Date("2026-11-25T08:00:00Z"),
    });
    expect(latestSlot(new Date("2026-11-26T08:00:00Z"), 3)).toEqual({
      slot: "2026-11-26",
      dueAt: new Date("2026-11-26T08:00:00Z"),
    });
    expect(latestSlot(new Date("2026-11-27T07:00:00Z"), 3).slot).toBe("2026-11-26");
  });

  it("follows the business's calendar, not UTC's: 11 PM Eastern is the next day in UTC", () => {
    expect(latestSlot(new Date("2026-11-27T04:30:00Z"), 23)).toEqual({
      slot: "2026-11-26",
      dueAt: new Date("2026-11-27T04:00:00Z"),
    });
  });

  it("stays at the same wall-clock hour across the daylight-saving changes", () => {
    // Summer: 3 AM EDT is 07:00 UTC.
    expect(latestSlot(new Date("2026-07-01T07:00:00Z"), 3).dueAt).toEqual(new Date("2026-07-01T07:00:00Z"));
    // 2026-03-08: 2 AM does not exist (clocks jump to 3); the slot is still that night, once.
    const spring = latestSlot(new Date("2026-03-08T12:00:00Z"), 2);
    expect(spring.slot).toBe("2026-03-08");
    expect(spring.dueAt.getTime()).toBeLessThanOrEqual(new Date("2026-03-08T12:00:00Z").getTime());
    // 2026-11-01: 1 AM happens twice; the first one counts.
    expect(latestSlot(new Date("2026-11-01T06:30:00Z"), 1)).toEqual({
      slot: "2026-11-01",
      dueAt: new Date("2026-11-01T05:00:00Z"),
    });
  });

  it("gives each night one slot: every minute of a day maps to one of two slots, in order", () => {
    const seen = new Set<string>();
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const at = new Date(Date.parse("2026-11-26T00:00:00Z") + minute * 60_000);
      const slot = latestSlot(at, 3);
      expect(slot.dueAt.getTime()).toBeLessThanOrEqual(at.getTime());
      expect(at.getTime() - slot.dueAt.getTime()).toBeLessThan(25 * 3_600_000);
      seen.add(slot.slot);
    }
    expect([...seen]).toEqual(["2026-11-25", "2026-11-26"]);
  });

  it("names the next time for the start-up line", () => {
    expect(nextDue(new Date("2026-11-26T07:59:59Z"), 3)).toEqual(new Date("2026-11-26T08:00:00Z"));
    expect(nextDue(new Date("2026-11-26T08:00:00Z"), 3)).toEqual(new Date("2026-11-27T08:00:00Z"));
  });
});
