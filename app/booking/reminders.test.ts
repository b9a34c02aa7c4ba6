import { describe, expect, it } from "vitest";
import { dueReminders, reminderGrace, type ReminderSettings } from "./reminders";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = new Date("2026-12-02T15:00:00Z");
const before = (ms: number) => new Date(start.getTime() - ms);
const defaults: ReminderSettings = { firstReminderHours: 24, lastReminderMinutes: 60 };
/** A call booked a week ahead. */
const call = { startsAt: start, scheduledAt: before(7 * 24 * HOUR) };

describe("dueReminders", () => {
  it.each([
    ["two days before", before(48 * HOUR), []],
    ["a minute before the first is due", before(24 * HOUR + MINUTE), []],
    ["exactly 24 hours before", before(24 * HOUR), ["first"]],
    ["5 hours late, within the grace", before(19 * HOUR), ["first"]],
    ["6 hours late, the end of the grace", before(18 * HOUR), ["first"]],
    ["past the grace", before(18 * HOUR - MINUTE), []],
    ["between the two", before(3 * HOUR), []],
    ["exactly 1 hour before", before(HOUR), ["last"]],
    ["15 minutes late, the end of its grace", before(45 * MINUTE), ["last"]],
    ["past its grace", before(44 * MINUTE), []],
    ["when the call starts", start, []],
  ] as const)("%s: %j", (_, now, expected) => {
    expect(dueReminders(call, defaults, now)).toEqual(expected);
  });

  it("sends no 24-hour reminder for a call booked 3 hours ahead, only the 1-hour one", () => {
    const late = { startsAt: start, scheduledAt: before(3 * HOUR) };
    expect(dueReminders(late, defaults, before(3 * HOUR - MINUTE))).toEqual([]);
    expect(dueReminders(late, defaults, before(HOUR))).toEqual(["last"]);
  });

  it("sends no 24-hour reminder right after a booking made 20 hours ahead, though within the grace", () => {
    const fresh = { startsAt: start, scheduledAt: before(20 * HOUR) };
    expect(dueReminders(fresh, defaults, before(20 * HOUR - MINUTE))).toEqual([]);
  });

  it("counts a move as a new booking: the time it was moved decides", () => {
    const moved = { startsAt: start, scheduledAt: before(30 * HOUR) };
    expect(dueReminders(moved, defaults, before(24 * HOUR))).toEqual(["first"]);
    const movedLate = { startsAt: start, scheduledAt: before(23 * HOUR) };
    expect(dueReminders(movedLate, defaults, before(23 * HOUR))).toEqual([]);
  });

  it("sends neither when staff turned them off, and follows the leads staff set", () => {
    const off = { firstReminderHours: 0, lastReminderMinutes: 0 };
    expect(dueReminders(call, off, before(24 * HOUR))).toEqual([]);
    expect(dueReminders(call, off, before(HOUR))).toEqual([]);
    const custom = { firstReminderHours: 48, lastReminderMinutes: 15 };
    expect(dueReminders(call, custom, before(24 * HOUR))).toEqual([]);
    expect(dueReminders(call, custom, before(48 * HOUR))).toEqual(["first"]);
    expect(dueReminders(call, custom, before(15 * MINUTE))).toEqual(["last"]);
  });
});

describe("reminderGrace", () => {
  it("is a quarter of the lead, at most six hours", () => {
    expect(reminderGrace(HOUR)).toBe(15 * MINUTE);
    expect(reminderGrace(24 * HOUR)).toBe(6 * HOUR);
    expect(reminderGrace(7 * 24 * HOUR)).toBe(6 * HOUR);
  });
});
