import { describe, expect, it } from "vitest";
import { meetingUrlSchema } from "./meeting-url";

describe("meetingUrlSchema", () => {
  it("takes the rooms of Teams, Zoom and Meet as pasted, and empty for no video calls", () => {
    for (const url of [
      "https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0",
      "https://us02web.zoom.us/j/81234567890?pwd=abc123",
      "https://meet.google.com/abc-defg-hij",
    ]) {
      expect(meetingUrlSchema.parse(` ${url} `)).toBe(url);
    }
    expect(meetingUrlSchema.parse("")).toBeNull();
    expect(meetingUrlSchema.parse("   ")).toBeNull();
  });

  it("refuses anything but a plain https address", () => {
    for (const url of [
      "http://meet.google.com/abc-defg-hij",
      "meet.google.com/abc-defg-hij",
      "javascript:alert(1)",
      "https://user:secret@zoom.us/j/1",
      "https://localhost/room",
      "ftp://example.com/room",
      `https://zoom.us/${"a".repeat(500)}`,
    ]) {
      expect(meetingUrlSchema.safeParse(url).success, url).toBe(false);
    }
  });
});
