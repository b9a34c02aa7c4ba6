// HTTP/1.1 over a bare socket, for requests fetch refuses to send: any method (TRACE), any request
// target ("*", "//", absolute URLs, raw escapes), bodies declared larger than they are, or sent
// chunked. Reads exactly one answer, then closes the socket.
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

export interface RawRequest {
  port: number;
  method: string;
  target: string;
  headers?: Record<string, string>;
  /** Sent with Content-Length, or chunked when `chunked`; a number is that many bytes of "a". */
  body?: string | Buffer | number;
  chunked?: boolean;
  timeoutMs?: number;
}

const CHUNK = Buffer.alloc(64 * 1024, "a");

/** Where the answer ends in `data`, or -1 while more is to come. */
function answerEnd(
  data: Buffer,
  headerEnd: number,
  headers: Record<string, string>,
  status: number,
  method: string,
): number {
  const start = headerEnd + 4;
  if (method === "HEAD" || status === 204 || status === 304 || status < 200) return start;
  // Server-sent events (the live lead desk) never end: the stream's headers are the whole answer.
  if (headers["content-type"]?.startsWith("text/event-stream")) return start;
  if (headers["transfer-encoding"]?.toLowerCase() === "chunked") {
    let at = start;
    for (;;) {
      const lineEnd = data.indexOf("\r\n", at);
      if (lineEnd === -1) return -1;
      const size = parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
      if (size === 0) {
        const end = data.indexOf("\r\n\r\n", lineEnd);
        return end === -1 ? -1 : end + 4;
      }
      at = lineEnd + 2 + size + 2;
      if (at > data.length) return -1;
    }
  }
  if (headers["content-length"] !== undefined) {
    const end = start + Number(headers["content-length"]);
    return data.length >= end ? end : -1;
  }
  return -1;
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", at);
    if (lineEnd === -1) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export function rawRequest(request: RawRequest): Promise<RawAnswer> {
  const started = Date.now();
  const body =
    typeof request.body === "number"
      ? request.body
      : request.body === undefined
        ? undefined
        : Buffer.from(request.body);
  const size = typeof body === "number" ? body : body?.length;
  const headers: Record<string, string> = { Host: `127.0.0.1:${request.port}`, ...request.headers };
  if (size !== undefined) {
    if (request.chunked) headers["Transfer-Encoding"] = "chunked";
    else headers["Content-Length"] ??= String(size);
  }
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n")}\r\n\r\n`;

  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port: request.port });
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
    };
    const timer = setTimeout(
      () =>
        finish(new Error(`no answer within ${request.timeoutMs ?? 10_000} ms to ${request.method} ${request.target}`)),
      request.timeoutMs ?? 10_000,
    );

    const tryParse = (closed: boolean) => {
      for (;;) {
        const headerEnd = received.indexOf("\r\n\r\n");
        if (headerEnd === -1)
          return closed
            ? finish(new Error(`connection closed without an answer to ${request.method} ${request.target}`))
            : undefined;
        const lines = received.subarray(0, headerEnd).toString("latin1").split("\r\n");
        const status = Number(lines[0]!.split(" ")[1]);
        const parsed: Record<string, string> = {};
        for (const line of lines.slice(1)) {
          const colon = line.indexOf(":");
          parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        if (status >= 100 && status < 200) {
          // An interim answer (100 Continue): the real one follows.
          received = received.subarray(headerEnd + 4);
          continue;
        }
        let end = answerEnd(received, headerEnd, parsed, status, request.method);
        if (end === -1 && closed) end = received.length;
        if (end === -1) return;
        const rawBody = received.subarray(headerEnd + 4, end);
        const text = (parsed["transfer-encoding"]?.toLowerCase() === "chunked" ? dechunk(rawBody) : rawBody).toString(
          "utf8",
        );
        finish();
        resolve({ status, headers: parsed, body: text, ms: Date.now() - started });
        return;
      }
    };

    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      tryParse(false);
    });
    socket.on("end", () => tryParse(true));
    socket.on("close", () => tryParse(true));
    // A server that answers before the body is all sent may reset the connection while it is
    // still being written; what it answered was already read.
    socket.on("error", () => tryParse(true));

    socket.on("connect", () => {
      socket.write(head);
      if (size === undefined) return;
      let left = size;
      const frame = (piece: Buffer) =>
        request.chunked
          ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")])
          : piece;
      const pump = () => {
        while (left > 0 && !settled) {
          const piece =
            typeof body === "number"
              ? CHUNK.subarray(0, Math.min(CHUNK.length, left))
              : body!.subarray(size - left, size - left + CHUNK.length);
          left -= piece.length;
          if (!socket.write(frame(piece))) return void socket.once("drain", pump);
        }
        if (!settled && request.chunked) socket.write("0\r\n\r\n");
      };
      pump();
    });
  });
}

/** A stack trace, or a path into the server's files, in an answer's body. */
export const STACK_TRACE = /\n\s+at \S.*:\d+:\d+\)?|node_modules\/|file:\/\/\//;
