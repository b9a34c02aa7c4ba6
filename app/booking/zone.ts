// Booking hours are the business calendar's wall clock; everything stored is UTC.
export { BUSINESS_TIME_ZONE } from "~/calendar/days";
