import { site } from "~/content/site";

// Booking hours are the business calendar's wall clock; everything stored is UTC. Read from the site's
// facts, as the calendar does, rather than from ~/calendar/days: that module brings a time-zone Date
// library which, once imported, ships to the browser whole (its class patches Date on load).
export const BUSINESS_TIME_ZONE = site.timeZone;
