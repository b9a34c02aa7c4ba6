import { configuredRateLimit } from "~/lib/rate-limit.server";

/** The per-IP limit on stored contact requests, shared by every instance through Postgres. */
export const contactRateLimit = configuredRateLimit({ name: "contact", envPrefix: "CONTACT" });
