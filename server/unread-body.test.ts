import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { dropUnreadBody } from "./unread-body";

let server: Server | undefined;
afterEach(() => server?.close());

/**
 * A server that answers every request at once: after reading the first piece of its body, as a
 * route stopping at its cap leaves it (React Router's stream over it paused), or reading nothing.
 */
async function answersEarly(startsReading: boolean): Promise<number> {
  server = createServer((req, res) => {
    dropUnreadBody(req, res);
    const answer = () => res.writeHead(req.method === "POST" ? 413 : 200, { "Content-Length": "2" }).end("ok");
    if (!startsReading || req.method !== "POST") return answer();
    req.once("data", () => {
      req.pause();
      answer();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

describe("dropUnreadBody", () => {
  it.each([true, false])(
    "takes the rest of an unread body off the wire, so the answer arrives and the connection stays usable (began reading: %s)",
    async (startsReading) => {
      const port = await answersEarly(startsReading);
      const socket = connect({ port, host: "127.0.0.1" });
      let received = "";
      socket.on("data", (data: Buffer) => (received += data.toString("latin1")));
      const size = 4 * 1024 * 1024;
      socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${size}\r\n\r\n`);
      const piece = Buffer.alloc(64 * 1024, "a");
      for (let sent = 0; sent < size; sent += piece.length) {
        if (!socket.write(piece)) await once(socket, "drain");
      }
      socket.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      await once(socket, "close");
      expect(received).toMatch(/^HTTP\/1\.1 413 [^]*HTTP\/1\.1 200 /);
    },
  );

  it.each([true, false])(
    "cuts off a client that keeps sending far past what is worth reading (began reading: %s)",
    async (startsReading) => {
      const port = await answersEarly(startsReading);
      const socket = connect({ port, host: "127.0.0.1" });
      let received = "";
      socket.on("data", (data: Buffer) => (received += data.toString("latin1")));
      socket.on("error", () => {});
      socket.write("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
      const piece = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, "a"), Buffer.from("\r\n")]);
      let sent = 0;
      // Not events.once: the reset this test expects arrives as an "error" event, which it rejects on.
      const closed = new Promise((resolve) => socket.once("close", resolve));
      // Checked every 50 ms, the cut comes some megabytes past the limit on loopback; a client that
      // would send a gigabyte never gets to.
      while (!socket.destroyed && sent < 1024 * 1024 * 1024) {
        sent += 0x10000;
        if (!socket.write(piece)) await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), closed]);
      }
      const started = Date.now();
      await closed;
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(sent).toBeLessThan(1024 * 1024 * 1024);
      expect(Date.now() - started).toBeLessThan(4_000);
    },
  );
});
