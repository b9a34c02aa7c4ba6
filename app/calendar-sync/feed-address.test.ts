import { describe, expect, it } from "vitest";
import { maskFeedAddress, parseFeedAddress } from "./feed-address";

const GOOGLE = "https://calendar.google.com/calendar/ical/ada%40example.com/private-0123456789abcdef0123/basic.ics";
const ICLOUD = "webcal://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0NTY3ODkw";
const OUTLOOK = "https://outlook.office365.com/owa/calendar/0f1e2d3c@example.com/9a8b7c6d5e4f3a2b1c0d/calendar.ics";

describe("a calendar address staff paste", () => {
  it("is taken as it is when it is http(s), and webcal is read as https", () => {
    expect(parseFeedAddress(`  ${GOOGLE}  `)).toEqual({ address: GOOGLE });
    expect(parseFeedAddress(ICLOUD)).toEqual({ address: ICLOUD.replace("webcal://", "https://") });
    expect(parseFeedAddress("http://127.0.0.1:4402/cal/x.ics#top")).toEqual({
      address: "http://127.0.0.1:4402/cal/x.ics",
    });
  });

  it("is refused with a reason when it cannot be fetched", () => {
    expect(parseFeedAddress("")).toEqual({ problem: expect.stringContaining("Paste") });
    expect(parseFeedAddress("calendar.google.com/basic.ics")).toEqual({ problem: expect.stringContaining("https://") });
    expect(parseFeedAddress("ftp://example.com/cal.ics")).toEqual({ problem: expect.stringContaining("Only") });
    expect(parseFeedAddress("file:///etc/passwd")).toEqual({ problem: expect.stringContaining("Only") });
    expect(parseFeedAddress("https://ada:pw@example.com/cal.ics")).toEqual({
      problem: expect.stringContaining("password"),
    });
    expect(parseFeedAddress(`https://example.com/${"a".repeat(2_000)}`)).toEqual({
      problem: expect.stringContaining("2000"),
    });
  });
});

describe("the address as staff see it again", () => {
  it("keeps the host and a plain file name, never the key", () => {
    expect(maskFeedAddress(GOOGLE)).toBe("calendar.google.com/…/basic.ics");
    expect(maskFeedAddress(OUTLOOK)).toBe("outlook.office365.com/…/calendar.ics");
    expect(maskFeedAddress(ICLOUD.replace("webcal", "https"))).toBe("p52-caldav.icloud.com/…");
  });

  it("hides a last segment that may be the key, and any query", () => {
    expect(maskFeedAddress("https://example.com/feeds/a8f7e6d5c4b3.ics")).toBe("example.com/…");
    expect(maskFeedAddress("https://example.com/feeds/calendar-for-everyone-here.ics")).toBe("example.com/…");
    expect(maskFeedAddress("https://example.com/cal.ics?token=s3cret")).toBe("example.com/…/cal.ics");
    expect(maskFeedAddress("http://127.0.0.1:4402/")).toBe("127.0.0.1:4402/…");
  });
});
