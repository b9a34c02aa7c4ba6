import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** Work a handler still does for a response whose client may already have gone (see `workOn`). */
const running = new WeakMap<ServerResponse, Promise<unknown>>();

/**
 * Says that `work` answers `res`: if the client goes away first, the response stays in flight, and
 * a shutdown waits, until the work is done (a contact request still being stored). Without it a
 * response is over when its connection closes: a stream or a file whose reader left is never ended
 * by its handler, and waiting for that end kept such a response in flight for the life of the
 * process, and made every shutdown after a lead desk page was closed wait out the forced close.
 */
export function workOn(res: ServerResponse, work: Promise<unknown>): void {
  running.set(res, work);
}

/**
 * Closing an HTTP server without dropping anything in flight. Wrap the request listener with
 * `track` and give the server to `watch`; `close()` then stops accepting connections, closes the
 * idle keep-alive connections and those that never sent a byte at once, makes every answer still
 * to be written carry `Connection: close`, and closes each remaining connection as soon as its
 * answer is out. Without this, a keep-alive connection that was busy when the signal came stays
 * open for the keep-alive timeout (65 s) after its answer.
 */
export function gracefulClose(forceAfterMs = 10_000) {
  const inFlight = new Set<ServerResponse>();
  // Every open connection (see `watch`).
  const connections = new Set<Socket>();
  let server: Server | undefined;
  let closing = false;

  const closeIdleSoon = () => setImmediate(() => server?.closeIdleConnections());
  // A connection that sent nothing holds no request to lose: its client opens another and sends it there.
  const closeUnused = () => {
    for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
  };

  return {
    /** True once `close` was called: every answer from then on must go out with `Connection: close`. */
    get closing(): boolean {
      return closing;
    },
    /**
     * Follows the server's connections from the first: Node's `closeIdleConnections` does not count
     * as idle one that was opened and never used, which browsers open ahead of need (a
     * preconnect), so each such connection held a stop until its browser dropped it or the
     * forced close came.
     */
    watch(target: Server) {
      target.on("connection", (socket: Socket) => {
        connections.add(socket);
        socket.once("close", () => connections.delete(socket));
      });
    },
    /** Wraps a request listener; call it for every request. */
    track(listener: (req: IncomingMessage, res: ServerResponse) => void) {
      return (req: IncomingMessage, res: ServerResponse) => {
        inFlight.add(res);
        res.once("close", () => {
          // A client that went away before its answer may leave a handler running (a contact
          // request still being stored): its response stays in flight until that work is done.
          const work = res.writableEnded ? undefined : running.get(res);
          if (work) {
            void work.finally(() => {
              inFlight.delete(res);
              if (closing) closeIdleSoon();
            });
          } else inFlight.delete(res);
          if (closing) closeIdleSoon();
        });
        res.once("finish", () => inFlight.delete(res));
        // Once closing, each connection ends with the answer it is getting.
        if (closing) res.setHeader("Connection", "close");
        listener(req, res);
      };
    },
    /**
     * Resolves once every connection is closed and every handler has ended its answer, also those
     * whose client went away, or after `forceAfterMs`, closing the rest: with how many answers were
     * still in flight then and how many connections were still open (0 and 0 for a clean stop),
     * which the operator must hear about.
     */
    close(target: Server): Promise<{ abandoned: number; connections: number }> {
      server = target;
      closing = true;
      for (const res of inFlight) {
        if (!res.headersSent) res.setHeader("Connection", "close");
      }
      const forcedClose = { abandoned: 0, connections: 0 };
      const forced = setTimeout(() => {
        for (const res of inFlight) if (!res.writableEnded) forcedClose.abandoned += 1;
        forcedClose.connections = connections.size;
        target.closeAllConnections();
      }, forceAfterMs);
      const closed = new Promise<void>((resolve) => target.close(() => resolve()));
      // server.close() closes the connections idle at this moment (Node 19+); say it explicitly,
      // and again whenever an answer finishes (see track).
      target.closeIdleConnections();
      closeUnused();
      const deadline = Date.now() + forceAfterMs;
      const handlersDone = async () => {
        await closed;
        for (;;) {
          for (const res of inFlight) if (res.writableEnded) inFlight.delete(res);
          if (inFlight.size === 0 || Date.now() > deadline)
            return { ...forcedClose, abandoned: Math.max(forcedClose.abandoned, inFlight.size) };
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      return handlersDone().finally(() => clearTimeout(forced));
    },
  };
}
