import type { PageAction } from "./types";

/** The calls to action the service pages share: the call is booked on /book, the audit asked for on /contact. */
export const bookDiscoveryCall: PageAction = { label: "Book a 15-minute discovery call", to: "/book" };
export const freeItAudit: PageAction = { label: "Get a free IT audit", to: "/contact" };
