import type { IncomingMessage } from "node:http";
import type { Express } from "express";
import type { InsightsCounter } from "../app/insights/counter.server";
import type { OnRequestAnswered } from "./access-log";

/**
 * The client's address as Express gives it to the routes (req.ip, under TRUST_PROXY), for requests
 * too: a page sent from memory never reaches Express, so its request is read through a stand-in
 * that inherits the app's request, trust setting included.
 */
export function trustedClientIp(app: Express): (req: IncomingMessage) => string {
  // No proxy trusted (the default): the address is the connection's, which is what Express's own
  // reading returns too, after parsing X-Forwarded-For only to set it aside.
  if (app.get("trust proxy") === false) return (req) => req.socket.remoteAddress ?? "";
  return (req) => {
    const standIn = Object.create(app.request) as {
      headers: unknown;
      socket: unknown;
      connection: unknown;
      ip?: string;
    };
    standIn.headers = req.headers;
    standIn.socket = req.socket;
    standIn.connection = req.socket;
    return standIn.ip ?? req.socket.remoteAddress ?? "";
  };
}

/** Hands every answered request to the counter (which keeps only what it counts). */
export function countVisits(counter: InsightsCounter, clientIp: (req: IncomingMessage) => string): OnRequestAnswered {
  return (req, { url, status, contentType }) => {
    // Only GETs can be views: the address is not worked out for anything else.
    if (req.method !== "GET") return;
    counter.count({ method: req.method, url, status, contentType, headers: req.headers }, () => clientIp(req));
  };
}
