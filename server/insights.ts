import type { IncomingMessage } from "node:http";
import type { InsightsCounter } from "../app/insights/counter.server";
import type { OnRequestAnswered } from "./access-log";

/** Hands every answered request to the counter (which keeps only what it counts). */
export function countVisits(counter: InsightsCounter, clientIp: (req: IncomingMessage) => string): OnRequestAnswered {
  return (req, { url, status, contentType }) => {
    // Only GETs can be views: the address is not worked out for anything else.
    if (req.method !== "GET") return;
    counter.count({ method: req.method, url, status, contentType, headers: req.headers }, () => clientIp(req));
  };
}
