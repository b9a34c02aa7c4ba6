import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { collectDefaultMetrics } from "prom-client";
import type { ServerBuild } from "react-router";
import type { Env } from "../../app/lib/env.server";
import { registerBackupAge } from "../../app/backup/backup-metrics.server";
import { logger } from "../../app/lib/log.server";
import { metricsRegistry } from "../../app/lib/metrics.server";
import type { AccessFields } from "../access-log";
import type { PageCache } from "../page-cache";
import { pageCacheMetrics, poolMetrics, registerSiteOutboxes } from "./collectors";
import { metricsEndpoint, METRICS_PATH, pathOf } from "./endpoint";
import { httpMetrics } from "./http-metrics";
import { routePatterns } from "./route-pattern";

const log = logger("metrics");

export interface SiteMetrics {
  /** Feeds one answered request (the access line's fields) into the request metrics. */
  observe(fields: AccessFields): void;
  /** For the page cache's lookups. */
  pageCacheLookup(result: "hit" | "miss"): void;
  /** Tells the page-cache gauge which cache to read. */
  watchPageCache(cache: PageCache | undefined): void;
  /** True when this request is a scrape on the site's own port (METRICS_TOKEN without METRICS_PORT). */
  answersOnSitePort(req: IncomingMessage): boolean;
  serve(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Opens METRICS_PORT, when configured. */
  listen(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Prometheus metrics, or undefined when neither METRICS_PORT nor METRICS_TOKEN is set (the
 * default): then nothing is collected beyond the few counters modules keep anyway, and no address
 * serves them.
 */
export async function startMetrics(env: Env, build: () => Promise<ServerBuild>): Promise<SiteMetrics | undefined> {
  if (env.METRICS_PORT === undefined && env.METRICS_TOKEN === undefined) return undefined;
  const registry = metricsRegistry;
  // Process figures (CPU, memory, heap, handles) and the event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const { routes } = await build();
  const routeOf = routePatterns(routes);
  const onSitePort = env.METRICS_PORT === undefined;
  // Scrapes on the site's port are no route of app/routes.ts but deserve their own series.
  const observe = httpMetrics(registry, (path, status) =>
    onSitePort && path === METRICS_PATH ? METRICS_PATH : routeOf(path, status),
  );
  let cache: PageCache | undefined;
  const pageCacheLookup = pageCacheMetrics(registry, () => cache);
  poolMetrics(registry);
  registerSiteOutboxes();
  registerBackupAge();

  const serve = metricsEndpoint(registry, env.METRICS_TOKEN);
  let server: Server | undefined;
  return {
    observe,
    pageCacheLookup,
    watchPageCache: (pages) => (cache = pages),
    answersOnSitePort: (req) => onSitePort && pathOf(req.url) === METRICS_PATH,
    serve,
    async listen() {
      const port = env.METRICS_PORT;
      if (port === undefined) {
        log.info(`metrics on ${METRICS_PATH} of the site's port, for requests that bear METRICS_TOKEN`);
        return;
      }
      const listening = createServer((req, res) => {
        if (pathOf(req.url) === METRICS_PATH) void serve(req, res);
        else {
          res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
          res.end(`Metrics are at ${METRICS_PATH}.\n`);
        }
      });
      server = await new Promise<Server>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(port, env.HOST, () => resolve(listening));
      });
      log.info(`metrics on http://${env.HOST}:${port}${METRICS_PATH}`, { token: env.METRICS_TOKEN !== undefined });
    },
    async close() {
      const open = server;
      server = undefined;
      if (!open) return;
      open.closeAllConnections();
      await new Promise<void>((resolve) => open.close(() => resolve()));
    },
  };
}
