import { randomUUID } from "node:crypto";

// A proxy's or load balancer's id is worth keeping so one search finds the request in both logs;
// anything longer or with other characters could be a way to write into our log, so it is replaced.
const safeId = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the incoming X-Request-Id when it is short and safe, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming !== undefined && safeId.test(incoming) ? incoming : randomUUID();
}
