import pg from "pg";
import { logger } from "../../app/lib/log.server";

const log = logger("page-cache");
const CONTENT_CHANNEL = "site_content_changed";
// setTimeout's ceiling is about 24.8 days; a later date is looked up again after a day.
const MAX_TIMER_MS = 24 * 60 * 60 * 1000;

export interface ContentWatchOptions {
  databaseUrl: string;
  /** When the public content next changes by itself (a scheduled post falling due), or null. */
  nextChange: () => Promise<Date | null>;
  /** Drop every cached page. */
  onChange: (reason: string) => void;
  /** The channel is up (true: cached pages can be trusted) or down (false: serve none). */
  onLive: (live: boolean) => void;
  retryMs?: number;
}

/**
 * Keeps one connection LISTENing for the database's "content changed" notifications (sent by
 * triggers, so every writer on every instance counts) and a timer for the next scheduled post.
 * When the connection is lost, changes could go unnoticed, so the cache is switched off until it
 * is back; the first thing after reconnecting is a full invalidation.
 */
export function watchContentChanges(options: ContentWatchOptions): { stop: () => Promise<void> } {
  const retryMs = options.retryMs ?? 500;
  // Failed connection attempts in a row: the wait doubles up to 5 s, and only the first is logged.
  let failures = 0;
  const nextWait = () => Math.min(retryMs * 2 ** failures++, 5_000);
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let dueTimer: NodeJS.Timeout | undefined;

  const scheduleNextChange = async () => {
    clearTimeout(dueTimer);
    try {
      const next = await options.nextChange();
      if (!next || stopped) return;
      const wait = Math.max(0, next.getTime() - Date.now());
      dueTimer = setTimeout(
        () => {
          if (wait <= MAX_TIMER_MS) options.onChange("a scheduled post fell due");
          void scheduleNextChange();
        },
        Math.min(wait + 50, MAX_TIMER_MS),
      );
    } catch (error) {
      // Without the date, nothing can be trusted to stay current: start over on the connection.
      log.warn("could not read the next scheduled post", { error: error as Error });
      lost();
    }
  };

  const lost = () => {
    if (stopped) return;
    options.onLive(false);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on("error", () => {});
    void old?.end().catch(() => {});
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), nextWait());
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    next.on("error", (error) => {
      log.warn("page cache off: lost the database's change notifications", { error });
      lost();
    });
    next.on("end", () => {
      if (client === next) lost();
    });
    next.on("notification", (message) => {
      if (message.channel !== CONTENT_CHANNEL) return;
      options.onChange(`${message.payload ?? "content"} changed`);
      void scheduleNextChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      if (failures === 0)
        log.warn("page cache off until the database answers: cannot listen for content changes", {
          error: error as Error,
        });
      next.removeAllListeners();
      next.on("error", () => {});
      void next.end().catch(() => {});
      clearTimeout(retryTimer);
      if (!stopped) retryTimer = setTimeout(() => void connect(), nextWait());
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (failures > 0) log.info("listening for content changes again: shared pages back on");
    failures = 0;
    options.onLive(true);
    void scheduleNextChange();
  };

  options.onLive(false);
  void connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(dueTimer);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on("error", () => {});
      await current?.end().catch(() => {});
    },
  };
}
