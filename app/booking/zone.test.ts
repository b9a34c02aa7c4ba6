import { expect, it } from "vitest";
import { BUSINESS_TIME_ZONE as calendarZone } from "~/calendar/days";
import { BUSINESS_TIME_ZONE } from "./zone";

// zone.ts reads the site's facts itself, to keep the calendar's date library out of the browser:
// the two must still name one zone.
it("reads booking times on the business calendar's clock", () => {
  expect(BUSINESS_TIME_ZONE).toBe(calendarZone);
});
