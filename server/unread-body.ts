import type { IncomingMessage, ServerResponse } from "node:http";

/** How long, and how much, of a body nobody reads is still taken off the wire after the answer. */
const DRAIN_MS = 5_000;
const DRAIN_BYTES = 16 * 1024 * 1024;
const CHECK_EVERY_MS = 50;

/**
 * An answer can go out before its request's body has all arrived: a 413 cut at the cap, a form
 * posted to a page that takes none, a redirect to sign in. The rest is then read and dropped,
 * never buffered, so the client receives the answer: closing a connection with unread data resets
 * it, and a client still sending often loses the answer with it. A client that keeps sending past
 * DRAIN_BYTES or DRAIN_MS is cut off.
 */
export function dropUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    const socket = req.socket;
    // A route that stopped reading at its cap left React Router's stream over the request paused
    // and holding it: let go of it, and let the rest flow by. (Node itself drops a body nobody
    // began to read.)
    req.removeAllListeners("data");
    req.resume();
    const start = socket.bytesRead;
    const deadline = Date.now() + DRAIN_MS;
    const watch = setInterval(() => {
      if (req.complete || socket.destroyed) return clearInterval(watch);
      if (socket.bytesRead - start > DRAIN_BYTES || Date.now() > deadline) {
        clearInterval(watch);
        socket.destroy();
      }
    }, CHECK_EVERY_MS);
    watch.unref();
  });
}
