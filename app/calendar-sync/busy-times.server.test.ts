import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { busyTimes, FeedFormatError } from "./busy-times.server";

const FIXTURES = path.resolve(import.meta.dirname, "../../tests/fixtures/ical");
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

const FROM = new Date("2027-02-26T00:00:00Z");
const TO = new Date("2027-04-15T00:00:00Z");

const read = async (text: string, from = FROM, to = TO) =>
  (await busyTimes(text, from, to)).map(({ start, end }) => [
    new Date(start).toISOString(),
    new Date(end).toISOString(),
  ]);

const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR"].join("\r\n");

describe("busy times of a calendar file", () => {
  it("a weekly meeting: its EXDATE left out, its moved instance at the new time, the same wall clock across DST", async () => {
    expect(await read(fixture("weekly-meeting.ics"))).toEqual([
      ["2027-03-01T15:00:00.000Z", "2027-03-01T15:30:00.000Z"], // Mon 10:00 EST
      // Mar 8 is excluded; Mar 15 moved to Tuesday Mar 16, 14:00 EDT.
      ["2027-03-16T18:00:00.000Z", "2027-03-16T18:30:00.000Z"],
      ["2027-03-22T14:00:00.000Z", "2027-03-22T14:30:00.000Z"], // Mon 10:00 EDT, after the change
      ["2027-03-29T14:00:00.000Z", "2027-03-29T14:30:00.000Z"],
    ]);
  });

  it("an all-day event takes the whole Eastern day; one shown as free and a cancelled one take nothing", async () => {
    expect(await read(fixture("all-day.ics"))).toEqual([["2027-03-05T05:00:00.000Z", "2027-03-06T05:00:00.000Z"]]);
  });

  it("a London series crossing both the US and the UK clock changes", async () => {
    expect(await read(fixture("dst-series.ics"))).toEqual([
      ["2027-03-10T15:00:00.000Z", "2027-03-10T15:30:00.000Z"], // 15:00 GMT
      ["2027-03-17T15:00:00.000Z", "2027-03-17T15:30:00.000Z"],
      ["2027-03-24T15:00:00.000Z", "2027-03-24T15:30:00.000Z"],
      ["2027-03-31T14:00:00.000Z", "2027-03-31T14:30:00.000Z"], // 15:00 BST
    ]);
  });

  it("events in other zones: one the file defines (Outlook's name), one it only names (IANA)", async () => {
    expect(await read(fixture("other-zone.ics"))).toEqual([
      ["2027-03-09T17:00:00.000Z", "2027-03-09T18:00:00.000Z"], // 09:00 PST; the "free" lunch is left out
      ["2027-03-11T21:00:00.000Z", "2027-03-11T21:30:00.000Z"], // 06:00 in Tokyo the next day
    ]);
  });

  it("keeps only what overlaps the window, and joins times that overlap or touch", async () => {
    const text = calendar(
      "BEGIN:VEVENT",
      "UID:a",
      "DTSTART:20270302T140000Z",
      "DTEND:20270302T150000Z",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:b",
      "DTSTART:20270302T143000Z",
      "DTEND:20270302T160000Z",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:c",
      "DTSTART:20270302T160000Z",
      "DTEND:20270302T163000Z",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:old",
      "DTSTART:20260302T160000Z",
      "DTEND:20260302T163000Z",
      "END:VEVENT",
    );
    expect(await read(text)).toEqual([["2027-03-02T14:00:00.000Z", "2027-03-02T16:30:00.000Z"]]);
  });

  it("a floating time is on the calendar's own clock (X-WR-TIMEZONE), else the business's", async () => {
    const event = ["BEGIN:VEVENT", "UID:f", "DTSTART:20270302T090000", "DTEND:20270302T100000", "END:VEVENT"];
    expect(await read(calendar(...event))).toEqual([["2027-03-02T14:00:00.000Z", "2027-03-02T15:00:00.000Z"]]);
    expect(await read(calendar("X-WR-TIMEZONE:America/Chicago", ...event))).toEqual([
      ["2027-03-02T15:00:00.000Z", "2027-03-02T16:00:00.000Z"],
    ]);
  });

  it("a series whose master is cancelled takes nothing; a cancelled instance frees only that one", async () => {
    const text = calendar(
      "BEGIN:VEVENT",
      "UID:daily",
      "DTSTART:20270301T140000Z",
      "DTEND:20270301T143000Z",
      "RRULE:FREQ=DAILY;COUNT=3",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:daily",
      "RECURRENCE-ID:20270302T140000Z",
      "DTSTART:20270302T140000Z",
      "DTEND:20270302T143000Z",
      "STATUS:CANCELLED",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:gone",
      "DTSTART:20270301T170000Z",
      "DTEND:20270301T173000Z",
      "RRULE:FREQ=DAILY;COUNT=3",
      "STATUS:CANCELLED",
      "END:VEVENT",
    );
    expect(await read(text)).toEqual([
      ["2027-03-01T14:00:00.000Z", "2027-03-01T14:30:00.000Z"],
      ["2027-03-03T14:00:00.000Z", "2027-03-03T14:30:00.000Z"],
    ]);
  });

  it("refuses what is not a calendar, a damaged one, and a rule too dense to expand", async () => {
    await expect(read("<html>Sign in</html>")).rejects.toThrow(FeedFormatError);
    await expect(read(fixture("malformed.ics"))).rejects.toThrow(FeedFormatError);
    const everyMinute = calendar(
      "BEGIN:VEVENT",
      "UID:m",
      "DTSTART:20200101T000000Z",
      "DTEND:20200101T000100Z",
      "RRULE:FREQ=MINUTELY",
      "END:VEVENT",
    );
    await expect(read(everyMinute)).rejects.toThrow(/repeats too often/);
  });
});
