import type { IncomingMessage, ServerResponse } from "node:http";
import type { Registry } from "prom-client";
import { constantTimeEqual } from "../../app/lib/constant-time.server";

export const METRICS_PATH = "/metrics";

function answer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  res.end(`${text}\n`);
}

function bearer(req: IncomingMessage): string | undefined {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
  return match?.[1];
}

/**
 * GET /metrics in the Prometheus text format. With a token configured, only a request that
 * presents it (Authorization: Bearer …) gets the numbers: they tell an outsider how busy the site
 * is and which routes fail.
 */
export function metricsEndpoint(registry: Registry, token: string | undefined) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (token !== undefined) {
      const given = bearer(req);
      if (given === undefined || !constantTimeEqual(given, token)) {
        answer(res, 401, "A metrics token is required.", { "WWW-Authenticate": 'Bearer realm="metrics"' });
        return;
      }
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      answer(res, 405, "Method not allowed.", { Allow: "GET, HEAD" });
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      answer(res, 500, "The metrics could not be collected.");
    }
  };
}

/** The path of a request target, without its query. */
export function pathOf(url: string | undefined): string {
  const target = url ?? "";
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
}
