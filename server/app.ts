import { createServer, type RequestListener, type Server } from "node:http";
import type { ServerBuild } from "react-router";
import path from "node:path";
import type { ViteDevServer } from "vite";
import { connectDatabase, disconnectDatabase } from "../app/lib/db/client.server";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../app/lib/db/embedded-postgres.server";
import { applyMigrations } from "../app/lib/db/migrate.server";
import { seedBlogOnStart } from "../app/blog/seed.server";
import { endAllLeadStreams } from "../app/leads/live-stream.server";
import { loadEnv, type Env } from "../app/lib/env.server";
import { onLocalContentChange } from "../app/lib/content-changed.server";
import { logger } from "../app/lib/log.server";
import { proxyWarnings } from "../app/lib/proxy-warnings.server";
import { SITE_FACTS_FILE, placeholderWarning, sitePlaceholderFields } from "../app/content/placeholders";
import { nextScheduledPublish } from "../app/blog/visibility.server";
import { conversionsSettled } from "../app/insights/in-flight.server";
import { startInsights } from "../app/insights/start.server";
import { withAccessLog } from "./access-log";
import { startBackgroundJobs } from "./background-jobs";
import { countVisits } from "./insights";
import { trustedClientIp } from "./client-ip";
import { startMetrics, type SiteMetrics } from "./metrics";
import { gracefulClose } from "./graceful-close";
import { createHttpApp } from "./http";
import { createSharedPages, sendFromMemory, watchContentChanges } from "./page-cache";
import { toOriginForm } from "./request-target";
import { dropUnreadBody } from "./unread-body";

// The backup commands ship in this bundle so that the production build (and the Docker image,
// which has no TypeScript) can run them: scripts/backup.mjs imports them from here.
export { backupCommand, restoreCommand } from "../app/backup/cli.server";

const log = logger("server");

// Within Docker's default stop timeout (10 s before SIGKILL) with the database's stop after it:
// an answer not done by then is cut off, so that the data is at least closed cleanly.
const STOP_WAIT_MS = 8_000;

export class StartupError extends Error {
  override name = "StartupError";
}

interface StartOptions {
  /** The project folder: holds build/ and drizzle/. */
  root: string;
  vite?: ViteDevServer;
}

/** What shutdown needs to stop, beside the HTTP server. */
interface Running {
  server: Server;
  closer: ReturnType<typeof gracefulClose>;
  /** The background jobs and the content watch: stopped together, before the pool closes. */
  stopWork: () => Promise<unknown>;
  embedded: EmbeddedPostgres | undefined;
  vite: ViteDevServer | undefined;
  metrics: SiteMetrics | undefined;
}

const serverBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * Boot order matters: configuration first (a bad value stops everything with its name), then the
 * database and its migrations, and only then the HTTP port, so the site never answers without
 * the store behind it.
 */
export async function start({ root, vite }: StartOptions): Promise<void> {
  const env = loadEnv();
  for (const warning of proxyWarnings(env)) log.warn(warning);
  // Once per start, and only in production: in development the shipped placeholders are expected.
  const placeholders = env.isProduction ? sitePlaceholderFields() : [];
  if (placeholders.length > 0)
    log.warn(placeholderWarning(placeholders), { file: SITE_FACTS_FILE, fields: placeholders });
  // Filled in once listening; the embedded database may die before that, with nothing to close.
  const listening: { server?: Server } = {};
  const database = await openDatabase(root, env, () => listening.server?.close());
  await seedBlogOnStart();
  const jobs = startBackgroundJobs(env, database, root);
  const metrics = await startMetrics(env, serverBuild);
  const shared = startSharedPages(env, vite, database.url, metrics?.pageCacheLookup);
  metrics?.watchPageCache(shared?.pages);

  const app = createHttpApp({
    root,
    production: env.isProduction,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.publicOrigin,
    vite,
    sharedPages: shared?.pages,
    cdnSeconds: env.PAGE_CACHE_CDN_SECONDS,
  });
  // Once stopping, each keep-alive connection is closed after the answer it is getting, so the
  // in-flight requests finish and no new ones arrive on old connections.
  const closer = gracefulClose(STOP_WAIT_MS);
  const insights =
    env.INSIGHTS_COUNTING === "on" ? startInsights(database.db, new URL(env.SITE_URL).hostname) : undefined;
  // The last counts are written after the last requests, before the pool closes; with counting
  // off, the last requests' conversions (recorded all the same, as unknown) are still awaited.
  const stopWork = () => Promise.all([jobs.stop(), shared?.watch.stop(), insights?.stop() ?? conversionsSettled()]);
  const handle = withAccessLog(
    closer.track((req, res) => {
      toOriginForm(req);
      dropUnreadBody(req, res);
      if (metrics?.answersOnSitePort(req)) void metrics.serve(req, res);
      else app(req, res);
    }),
    {
      onAnswered: metrics?.observe,
      onRequestAnswered: insights && countVisits(insights.counter, trustedClientIp(app)),
      // A shared page already in memory goes out before Express runs: most of the cost of a
      // cached page is the middleware chain, not the bytes. Such a request has no body, the
      // metrics path is never a shared page, and it ends within the call, so there is nothing in
      // flight to track. Once closing, every answer takes the full chain, which ends its connection.
      answerAtOnce:
        shared &&
        ((req, res, requestId) => {
          if (closer.closing) return undefined;
          toOriginForm(req);
          return sendFromMemory(shared.pages, req, res, requestId);
        }),
    },
  );
  let server: Server;
  try {
    if (metrics) await listenOn("METRICS_PORT", () => metrics.listen());
    server = await listenOn("PORT", () => listen(env, handle, closer.watch));
  } catch (error) {
    // A port taken is a set-up error like a bad value: the database stops cleanly before the exit.
    await metrics?.close();
    await stopWork();
    await disconnectDatabase().catch(() => {});
    await database.embedded?.stop();
    throw error;
  }
  listening.server = server;

  handleSignals({
    server,
    closer,
    stopWork,
    embedded: database.embedded,
    vite,
    metrics,
  });
}

/** Listening on a port that is taken or not ours fails the start with the variable's name, not a stack trace. */
async function listenOn<T>(variable: "PORT" | "METRICS_PORT", open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    throw new StartupError(`${variable}: cannot listen there (${(error as Error).message})`, { cause: error });
  }
}

/**
 * The embedded PostgreSQL (or DATABASE_URL's server), connected and migrated. `stopServing` is
 * called if the embedded database dies later, just before the process exits.
 */
async function openDatabase(root: string, env: Env, stopServing: () => void) {
  let embedded: EmbeddedPostgres | undefined;
  let url: string;
  if (env.DATABASE_URL) {
    url = env.DATABASE_URL;
    log.info("using the PostgreSQL server from DATABASE_URL", { host: new URL(env.DATABASE_URL).host });
  } else {
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(root, env.DATA_DIR),
      runAsUser: env.EMBEDDED_PG_USER,
      log: logger("postgres"),
      onUnexpectedExit(reason) {
        // Serving pages while the only store is gone would acknowledge requests we cannot keep.
        log.error(`${reason}. Stopping the server so it can be restarted cleanly.`);
        stopServing();
        process.exit(1);
      },
    });
    url = embedded.url;
  }

  const db = connectDatabase(url);
  try {
    await applyMigrations(db, path.join(root, "drizzle"));
  } catch (error) {
    await disconnectDatabase().catch(() => {});
    await embedded?.stop();
    const source = env.DATABASE_URL ? "the database at DATABASE_URL" : "the embedded database";
    throw new StartupError(`Could not prepare ${source}: ${(error as Error).message}`);
  }
  log.info("database migrations applied");
  return { db, url, embedded };
}

/**
 * Anonymous pages rendered once and shared, dropped whenever the content behind them changes.
 * Not in development, where every request must show the code as it is now.
 */
function startSharedPages(
  env: Env,
  vite: ViteDevServer | undefined,
  databaseUrl: string,
  onLookup: ((result: "hit" | "miss") => void) | undefined,
) {
  if (vite || env.PAGE_CACHE_MAX_MB === 0) return undefined;
  const pages = createSharedPages({
    build: serverBuild,
    onLookup,
    siteUrl: env.SITE_URL,
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    // A shared page's contact form is as old as the page: no copy older than the least time
    // a person takes to fill the form keeps that spam check working (decision 014).
    maxAgeSeconds: Math.max(1, env.CONTACT_MIN_FILL_SECONDS),
  });
  // Writes made here drop the pages at once; the database's notification covers other instances
  // (and this one, a moment later).
  onLocalContentChange(() => pages.invalidate());
  const watch = watchContentChanges({
    databaseUrl,
    nextChange: nextScheduledPublish,
    onChange: () => pages.invalidate(),
    onLive: (live) => pages.setLive(live),
  });
  return { pages, watch };
}

/** `watch` sees the server before its first connection. */
async function listen(env: Env, handle: RequestListener, watch: (server: Server) => void): Promise<Server> {
  const server = await new Promise<Server>((resolve, reject) => {
    const created = createServer(handle);
    watch(created);
    const listening = created.listen(env.PORT, env.HOST, () => resolve(listening));
    listening.once("error", reject);
  });
  // Node's 5 s default is shorter than the idle timeout of every proxy and HTTP client pool in
  // front, so a reused connection could be closed just as a request went out on it.
  server.keepAliveTimeout = env.KEEP_ALIVE_SECONDS * 1000;
  log.info(`listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`, {
    mode: env.NODE_ENV,
    siteUrl: env.SITE_URL,
  });
  return server;
}

/** SIGTERM/SIGINT: finish what is in flight, then stop everything in order; a second signal exits at once. */
function handleSignals({ server, closer, stopWork, embedded, vite, metrics }: Running) {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      log.warn(`second ${signal}: exiting now`);
      process.exit(1);
    }
    shuttingDown = true;
    log.info(`${signal} received: finishing in-flight requests`);
    // Live lead desk streams never finish by themselves; their pages reconnect to another instance.
    endAllLeadStreams();
    const cut = await closer.close(server);
    // A clean stop waits only for answers some code is still working on: anything cut off is a bug
    // or a request far slower than any route should be, and says why the stop took this long.
    if (cut.connections > 0 || cut.abandoned > 0)
      log.warn(
        `stopped waiting after ${STOP_WAIT_MS / 1000} s and cut off what was left: answers in flight ${cut.abandoned}, open connections ${cut.connections}`,
        cut,
      );
    await metrics?.close();
    // Before the pool closes: a send in flight gets to finish and record its outcome.
    await stopWork();
    await disconnectDatabase().catch((error: unknown) =>
      log.warn("closing the pool failed", { error: error as Error }),
    );
    await embedded?.stop();
    await vite?.close();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
