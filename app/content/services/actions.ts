import type { PageAction } from "./types";

/** The calls to action the service pages share; both lead to the contact page for now. */
export const bookDiscoveryCall: PageAction = { label: "Book a 15-minute discovery call", to: "/contact" };
export const freeItAudit: PageAction = { label: "Get a free IT audit", to: "/contact" };
