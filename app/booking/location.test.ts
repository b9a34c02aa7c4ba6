import { describe, expect, it } from "vitest";
import { calendarLocation, placeLine, telHref } from "./location";

describe("where the call happens, in words", () => {
  it("dials a stored number, with its extension", () => {
    expect(telHref("+1 404 555 0142")).toBe("tel:+14045550142");
    expect(telHref("+1 404 555 0142 ext. 12")).toBe("tel:+14045550142;ext=12");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });

  it("says what staff and calendars need, and nothing broken when something is missing", () => {
    expect(placeLine({ kind: "phone", phone: "+1 404 555 0142" })).toBe("Phone call: +1 404 555 0142");
    expect(placeLine({ kind: "video", link: "https://zoom.us/j/1" })).toBe("Video call: https://zoom.us/j/1");
    expect(placeLine({ kind: "video", link: null })).toBe("Video call: we will e-mail you the link before the call");
    expect(calendarLocation({ kind: "phone", phone: null })).toBeUndefined();
    expect(calendarLocation({ kind: "video", link: null })).toBeUndefined();
  });
});
