import { Counter, Histogram, type Registry } from "prom-client";
import type { AccessFields } from "../access-log";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

// From a page sent from memory (well under a millisecond) to a slow render or a send that waits
// on the database; the top buckets catch requests stuck behind a timeout.
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Request rate and latency by route pattern, method and status: every label has a short, fixed
 * set of values, so a scanner walking random addresses cannot grow the series without bound.
 */
export function httpMetrics(registry: Registry, patternOf: (path: string, status: number) => string) {
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status (0: the client left before any answer).",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the last byte of its answer, by route pattern and method.",
    labelNames: ["route", "method"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return (fields: AccessFields) => {
    const route = patternOf(fields.path, fields.status);
    const method = KNOWN_METHODS.has(fields.method) ? fields.method : "other";
    requests.labels(route, method, String(fields.status)).inc();
    duration.labels(route, method).observe(fields.ms / 1000);
  };
}
