import { createServer, request, Agent, type Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulClose, workOn } from "./graceful-close";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose /slow answers after `ms`; everything else at once. */
async function start(ms: number) {
  const closer = gracefulClose();
  server = createServer(
    closer.track((req, res) => {
      const answer = () => res.end(`done ${req.url}`);
      if (req.url === "/slow") setTimeout(answer, ms);
      else answer();
    }),
  );
  // Node's default keep-alive timeout, the one that made shutdown wait.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("no port");
  return { closer, server, port: address.port };
}

function get(
  port: number,
  path: string,
  agent: Agent,
): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("gracefulClose", () => {
  it("finishes the requests in flight with Connection: close, and closes at once instead of after the keep-alive timeout", async () => {
    const { closer, server, port } = await start(400);
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    // Two keep-alive connections: one idle after a first answer, one with a request in flight
    // that started before the close and was kept alive before it.
    await Promise.all([get(port, "/warm-1", agent), get(port, "/warm-2", agent)]);
    const slow = get(port, "/slow", agent);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    expect(closer.closing).toBe(false);
    const closed = closer.close(server);
    // Read by the server to stop answering from memory, which would bypass the Connection: close.
    expect(closer.closing).toBe(true);
    const answer = await slow;
    await closed;
    const tookMs = Date.now() - started;

    expect(answer).toEqual({ status: 200, connection: "close", body: "done /slow" });
    expect(tookMs).toBeLessThan(2_000);
    // New connections are refused.
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port });
      socket.once("connect", () => (socket.destroy(), resolve(false)));
      socket.once("error", () => resolve(true));
    });
    expect(refused).toBe(true);
    agent.destroy();
  });

  it("closes the connection of an answer whose headers were out before the close, right after it ends", async () => {
    const closer = gracefulClose();
    let release: () => void = () => {};
    server = createServer(
      closer.track((_req, res) => {
        res.writeHead(200, { "Content-Type": "text/plain" });
        res.write("first part, ");
        release = () => res.end("last part");
      }),
    );
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const agent = new Agent({ keepAlive: true });
    const streaming = get(port, "/stream", agent);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = closer.close(server);
    setTimeout(() => release(), 200);
    expect((await streaming).body).toBe("first part, last part");
    await closed;
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });
});

/**
 * A server whose /events answer is a stream no handler ever ends (like a piped stream, it stops at
 * its reader's leaving); every other path is answered at once.
 */
async function startStreaming(closer: ReturnType<typeof gracefulClose>) {
  let opened: () => void = () => {};
  const streamOpen = new Promise<void>((resolve) => (opened = resolve));
  const started = createServer(
    closer.track((req, res) => {
      if (req.url !== "/events") return void res.end("done");
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write("event: open\n\n");
      opened();
    }),
  );
  server = started;
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
  const { port } = started.address() as { port: number };
  return { server: started, port, streamOpen };
}

describe("gracefulClose and a client that went away", () => {
  it("waits for the handler of an aborted request to end its answer before resolving", async () => {
    const closer = gracefulClose();
    let handlerEnded = false;
    server = createServer(
      closer.track((_req, res) => {
        // A slow store: the answer comes 600 ms later, whether or not the client still listens.
        workOn(
          res,
          new Promise<void>((resolve) =>
            setTimeout(() => {
              handlerEnded = true;
              res.end("stored");
              resolve();
            }, 600),
          ),
        );
      }),
    );
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const req = request({ host: "127.0.0.1", port, path: "/store", agent: false });
    req.on("error", () => {});
    req.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    req.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await closer.close(server)).toEqual({ abandoned: 0, connections: 0 });
    expect(handlerEnded, "close() resolved before the handler finished").toBe(true);
  });

  it("does not wait for a stream whose reader left and that no handler will end (a closed lead desk page)", async () => {
    // Longer than the test may take: only a response still counted as in flight would reach it.
    const closer = gracefulClose(60_000);
    const { server, port, streamOpen } = await startStreaming(closer);
    const req = request({ host: "127.0.0.1", port, path: "/events", agent: false });
    req.on("error", () => {});
    req.on("response", (res) => res.resume());
    req.end();
    await streamOpen;
    req.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expect(await closer.close(server)).toEqual({ abandoned: 0, connections: 0 });
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 10_000);

  it("cuts off, and counts, an answer still in flight at the forced close", async () => {
    const closer = gracefulClose(300);
    const { server, port, streamOpen } = await startStreaming(closer);
    closer.watch(server);
    const agent = new Agent({ keepAlive: true });
    await get(port, "/quick", agent);
    // A reader that stays: nothing ends this answer but the forced close.
    let cut = false;
    const req = request({ host: "127.0.0.1", port, path: "/events", agent: false });
    req.on("error", () => {});
    req.on("response", (res) => {
      res.resume();
      res.on("close", () => (cut = true));
    });
    req.end();
    await streamOpen;
    expect(await closer.close(server)).toEqual({ abandoned: 1, connections: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cut, "the reader's connection was closed").toBe(true);
    agent.destroy();
  });
});

describe("gracefulClose and connections that carry no request yet", () => {
  /** A watched server that answers at once; the stop would wait out `forceAfterMs` for anything left open. */
  async function watched(forceAfterMs: number) {
    const closer = gracefulClose(forceAfterMs);
    server = createServer(closer.track((req, res) => res.end(`done ${req.url}`)));
    closer.watch(server);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return { closer, server, port };
  }

  function openSocket(port: number) {
    const socket = connect({ host: "127.0.0.1", port });
    socket.on("error", () => {});
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    return { socket, closed, connected, received: () => received };
  }

  it("closes a connection opened ahead of need and never used (a browser's preconnect) at once", async () => {
    const { closer, server, port } = await watched(60_000);
    const preconnect = openSocket(port);
    await preconnect.connected;
    // Until the server has taken the connection in.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await closer.close(server)).toEqual({ abandoned: 0, connections: 0 });
    expect(Date.now() - started).toBeLessThan(2_000);
    await preconnect.closed;
    expect(preconnect.received()).toBe("");
  }, 10_000);

  it("answers a request whose headers were still arriving at the stop, then closes its connection", async () => {
    const { closer, server, port } = await watched(60_000);
    const client = openSocket(port);
    await client.connected;
    client.socket.write("GET /late HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = closer.close(server);
    client.socket.write("\r\n");
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(client.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(client.received()).toMatch(/done \/late$/);
    expect(await closed).toEqual({ abandoned: 0, connections: 0 });
  }, 10_000);
});
