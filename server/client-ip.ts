import type { IncomingMessage } from "node:http";
import type { Express } from "express";

/**
 * The client's address under TRUST_PROXY, as Express reads it (req.ip): one reading for the routes
 * (rate limits, the address kept with a booking or an audit) and for the visit counter, which also
 * sees pages sent from memory; those never reach Express, so their request is read through a
 * stand-in that inherits the app's request, trust setting included.
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
