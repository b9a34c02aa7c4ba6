import { site } from "~/content/site";

/** Booking hours are the business's wall clock; everything stored is UTC. */
export const BUSINESS_TIME_ZONE = site.timeZone;
