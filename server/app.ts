import { createServer, type Server } from "node:http";
import type { ServerBuild } from "react-router";
import path from "node:path";
import type { ViteDevServer } from "vite";
import { connectDatabase, disconnectDatabase } from "../app/lib/db/client.server";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../app/lib/db/embedded-postgres.server";
import { applyMigrations } from "../app/lib/db/migrate.server";
import { seedBlogOnStart } from "../app/blog/seed.server";
import { startContactDelivery } from "../app/contact/delivery.server";
import { startRetention } from "../app/contact/retention.server";
import { loadEnv } from "../app/lib/env.server";
import { logger } from "../app/lib/log.server";
import { nextScheduledPublish } from "../app/blog/posts.server";
import { gracefulClose } from "./graceful-close";
import { createHttpApp } from "./http";
import { createSharedPages, sendFromMemory, watchContentChanges } from "./page-cache";
import { toOriginForm } from "./request-target";
import { dropUnreadBody } from "./unread-body";

const log = logger("server");

export class StartupError extends Error {
  override name = "StartupError";
}

interface StartOptions {
  /** The project folder: holds build/ and drizzle/. */
  root: string;
  vite?: ViteDevServer;
}

/**
 * Boot order matters: configuration first (a bad value stops everything with its name), then the
 * database and its migrations, and only then the HTTP port, so the site never answers without
 * the store behind it.
 */
export async function start({ root, vite }: StartOptions): Promise<void> {
  const env = loadEnv();
  let embedded: EmbeddedPostgres | undefined;
  let server: Server | undefined;
  let shuttingDown = false;

  let databaseUrl: string;
  if (env.DATABASE_URL) {
    databaseUrl = env.DATABASE_URL;
    log.info("using the PostgreSQL server from DATABASE_URL", { host: new URL(env.DATABASE_URL).host });
  } else {
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(root, env.DATA_DIR),
      runAsUser: env.EMBEDDED_PG_USER,
      log: logger("postgres"),
      onUnexpectedExit(reason) {
        // Serving pages while the only store is gone would acknowledge requests we cannot keep.
        log.error(`${reason}. Stopping the server so it can be restarted cleanly.`);
        server?.close();
        process.exit(1);
      },
    });
    databaseUrl = embedded.url;
  }

  const db = connectDatabase(databaseUrl);
  try {
    await applyMigrations(db, path.join(root, "drizzle"));
  } catch (error) {
    await disconnectDatabase().catch(() => {});
    await embedded?.stop();
    const source = env.DATABASE_URL ? "the database at DATABASE_URL" : "the embedded database";
    throw new StartupError(`Could not prepare ${source}: ${(error as Error).message}`);
  }
  log.info("database migrations applied");
  await seedBlogOnStart();
  // Background jobs on the same database: e-mail delivery of contact requests, and retention.
  const delivery = startContactDelivery(env);
  const retention = startRetention(db, env.CONTACT_RETENTION_DAYS);

  // Anonymous pages rendered once and shared, dropped whenever the content behind them changes.
  // Not in development, where every request must show the code as it is now.
  const sharedPages =
    vite || env.PAGE_CACHE_MAX_MB === 0
      ? undefined
      : createSharedPages({
          build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
          siteUrl: env.SITE_URL,
          maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
          // A shared page's contact form is as old as the page: no copy older than the least time
          // a person takes to fill the form keeps that spam check working (decision 014).
          maxAgeSeconds: Math.max(1, env.CONTACT_MIN_FILL_SECONDS),
        });
  const contentWatch = sharedPages
    ? watchContentChanges({
        databaseUrl,
        nextChange: nextScheduledPublish,
        onChange: () => sharedPages.invalidate(),
        onLive: (live) => sharedPages.setLive(live),
      })
    : undefined;

  const app = createHttpApp({ root, production: env.isProduction, trustProxy: env.TRUST_PROXY, vite, sharedPages });
  // Once stopping, each keep-alive connection is closed after the answer it is getting, so the
  // in-flight requests finish and no new ones arrive on old connections.
  const closer = gracefulClose();
  server = await new Promise<Server>((resolve, reject) => {
    // A shared page already in memory goes out before Express runs: most of the cost of a
    // cached page is the middleware chain, not the bytes.
    const listening = createServer(
      closer.track((req, res) => {
        toOriginForm(req);
        dropUnreadBody(req, res);
        if (!sharedPages || !sendFromMemory(sharedPages, req, res)) app(req, res);
      }),
    ).listen(env.PORT, env.HOST, () => resolve(listening));
    listening.once("error", reject);
  });
  log.info(`listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`, {
    mode: env.NODE_ENV,
    siteUrl: env.SITE_URL,
  });

  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      log.warn(`second ${signal}: exiting now`);
      process.exit(1);
    }
    shuttingDown = true;
    log.info(`${signal} received: finishing in-flight requests`);
    if (server) await closer.close(server);
    // Before the pool closes: a send in flight gets to finish and record its outcome.
    await Promise.all([delivery.stop(), retention.stop(), contentWatch?.stop()]);
    await disconnectDatabase().catch((error: unknown) => log.warn("closing the pool failed", { error: error as Error }));
    await embedded?.stop();
    await vite?.close();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
