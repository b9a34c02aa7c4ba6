import pg from "pg";
import { getPool } from "~/lib/db/client.server";
import { logger } from "~/lib/log.server";
import { LEADS_CHANNEL } from "./live-notify.server";

const log = logger("lead-desk-live");

/**
 * What an open lead desk page hears: one lead was created or changed, or (after the connection
 * was lost and is back) anything may have changed meanwhile.
 */
export type LeadChange = { kind: "changed"; leadId: string } | { kind: "resync" };
type Subscriber = (change: LeadChange) => void;

export interface LeadListenerOptions {
  /** A new, unconnected client of its own: LISTEN holds its connection for as long as it runs. */
  newClient: () => pg.Client;
  /** The first wait before connecting again; it doubles up to 5 s. */
  retryMs?: number;
}

export interface LeadListener {
  /** Hears every change from now on; returns the function that stops hearing. */
  subscribe(subscriber: Subscriber): () => void;
  /** For tests and metrics: how many hear, and whether the connection is LISTENing now. */
  state(): { subscribers: number; listening: boolean };
}

/**
 * One LISTEN connection for every open lead desk page of this process, open only while at least
 * one page is: nothing is held when nobody watches. A lost connection is opened again (the
 * database restarted, a failover); once back, every page is told to look again, since changes
 * made meanwhile were not heard.
 */
export function createLeadListener({ newClient, retryMs = 500 }: LeadListenerOptions): LeadListener {
  const subscribers = new Set<Subscriber>();
  let client: pg.Client | undefined;
  let listening = false;
  let retryTimer: NodeJS.Timeout | undefined;
  // Losses in a row: the wait doubles, and only the first of a run is logged.
  let failures = 0;

  const publish = (change: LeadChange) => {
    for (const subscriber of [...subscribers]) subscriber(change);
  };

  const drop = (old: pg.Client) => {
    old.removeAllListeners();
    // Ending a client that is still connecting may emit an error nobody else listens to.
    old.on("error", () => {});
    void old.end().catch(() => {});
  };

  const lost = (old: pg.Client, error?: Error) => {
    if (client !== old) return;
    client = undefined;
    listening = false;
    drop(old);
    retryLater(error);
  };

  function retryLater(error: Error | undefined) {
    if (failures === 0) log.warn("lost the lead desk's change notifications; connecting again", { error });
    failures += 1;
    if (subscribers.size > 0) retryTimer = setTimeout(open, Math.min(retryMs * 2 ** (failures - 1), 5_000));
  }

  async function connect(next: pg.Client) {
    try {
      await next.connect();
      await next.query(`LISTEN ${LEADS_CHANNEL}`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    // Closed while connecting: the last page left meanwhile.
    if (client !== next) return drop(next);
    listening = true;
    if (failures > 0) {
      log.info("listening for lead desk changes again");
      publish({ kind: "resync" });
    }
    failures = 0;
  }

  function open() {
    retryTimer = undefined;
    if (subscribers.size === 0 || client) return;
    let next: pg.Client;
    try {
      next = newClient();
    } catch (error) {
      // No pool yet, or no more (shutting down): try again while someone still watches.
      retryLater(error as Error);
      return;
    }
    client = next;
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    next.on("notification", (message) => {
      if (message.channel === LEADS_CHANNEL && message.payload) publish({ kind: "changed", leadId: message.payload });
    });
    void connect(next);
  }

  function close() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    failures = 0;
    listening = false;
    const old = client;
    client = undefined;
    if (old) drop(old);
  }

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      if (subscribers.size === 1) open();
      return () => {
        if (subscribers.delete(subscriber) && subscribers.size === 0) close();
      };
    },
    state: () => ({ subscribers: subscribers.size, listening }),
  };
}

/**
 * This process's listener, on a connection of its own to the pool's database (not one of the
 * pool's: a page open all day would hold it from the requests).
 */
export const leadChanges = createLeadListener({
  newClient: () =>
    new pg.Client({
      connectionString: getPool().options.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    }),
});
