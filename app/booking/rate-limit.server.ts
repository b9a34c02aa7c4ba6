import { configuredRateLimit } from "~/lib/rate-limit.server";

/** The per-IP limit on bookings made, shared by every instance through Postgres. */
export const bookingRateLimit = configuredRateLimit({ name: "booking", envPrefix: "BOOKING" });
