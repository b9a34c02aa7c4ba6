import { connect, createServer, type Socket } from "node:net";

export interface StableAddress {
  port: number;
  /** Sends new connections to PostgreSQL's new port. */
  retarget(port: number): void;
  close(): void;
}

/**
 * A stand-in for a stable database address (a DNS name, a pooler): a TCP proxy on a fixed port
 * that forwards to wherever PostgreSQL currently listens.
 */
export async function stableAddress(initialTarget: number): Promise<StableAddress> {
  let target = initialTarget;
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect({ host: "127.0.0.1", port: target });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once("error", drop);
    upstream.once("error", drop);
    client.once("close", drop);
    upstream.once("close", drop);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  if (!address || typeof address !== "object") throw new Error("proxy has no port");
  return {
    port: address.port,
    retarget: (port) => (target = port),
    close() {
      sockets.forEach((socket) => socket.destroy());
      proxy.close();
    },
  };
}

/** `url` with its port replaced by the stable address's. */
export function through(address: StableAddress, url: string): string {
  const parsed = new URL(url);
  parsed.port = String(address.port);
  return parsed.toString();
}
