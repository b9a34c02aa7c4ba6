import type { PageAction } from "./types";

/** The calls to action the service pages share: the call is booked on /book; the free IT audit is a page of its own. */
export const bookDiscoveryCall: PageAction = { label: "Book a 15-minute discovery call", to: "/book" };
export const freeItAudit: PageAction = { label: "Get a free IT audit", to: "/free-it-audit" };
