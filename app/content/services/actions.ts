import type { PageAction } from "./types";

/** The calls to action the service pages share: a call (the contact page for now) and the free IT audit. */
export const bookDiscoveryCall: PageAction = { label: "Book a 15-minute discovery call", to: "/contact" };
export const freeItAudit: PageAction = { label: "Get a free IT audit", to: "/free-it-audit" };
