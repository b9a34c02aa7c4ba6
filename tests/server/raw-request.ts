// Requests with headers fetch() will not send as given (Host above all), the way a reverse proxy
// or a hand-made request reaches the server. Not a spec itself.
import { request } from "node:http";
import type { RunningServer } from "../support/server-process";

export interface RawAnswer {
  status: number;
  location: string | undefined;
  setCookies: string[];
  text: string;
}

export function rawRequest(
  server: RunningServer,
  path: string,
  init: { method?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const headers: Record<string, string> = { ...init.headers };
  if (body !== undefined) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers["Content-Length"] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: server.port,
        path,
        method: init.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        setHost: !("Host" in headers),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const cookies = response.headers["set-cookie"] ?? [];
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            setCookies: cookies,
            text: Buffer.concat(chunks).toString("utf8"),
          });
        });
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
