import type { Database } from "~/lib/db/client.server";
import { logger } from "~/lib/log.server";
import { classify, type AnsweredRequest } from "./classify";
import { browserOf, deviceOf } from "./device";
import { fillLateAttribution } from "./late-attribution.server";
import { referrerHost, visitSource, type VisitSource } from "./sources";
import { insightsViews } from "./tables";
import { businessDay, saltsFor, visitorHash } from "./visitor.server";
import { isbot } from "isbot";

const log = logger("insights");

type ViewRow = typeof insightsViews.$inferInsert;

/**
 * Counts waiting for the next flush, one per visitor and set of values: repeats only add to
 * `views`. `raw` only until the day's salt is known (an instance's first seconds of a day).
 */
interface Pending {
  key: string;
  row: Omit<ViewRow, "visitor" | "views"> & { visitor?: string };
  views: number;
  raw?: { ip: string; userAgent: string };
}

// A link from one of the site's pages: the visit's source is its entry's, not the site's.
const INTERNAL: VisitSource = { source: "internal", medium: "internal", campaign: "" };
const NONE: VisitSource = { source: "", medium: "", campaign: "" };
const INSERT_CHUNK = 1_000;
type Agent = { bot: boolean; device: string; browser: string };

// Browsers met since the last flush: a busy site sees the same few over and over.
const MAX_AGENTS = 1_000;

export interface CounterOptions {
  db: Database;
  /** The site's own host name: a referrer there is a link between its pages. */
  ownHost: string;
  /** Past this many distinct counts waiting (the database away for long), new ones are dropped, not kept. */
  maxPending?: number;
  now?: () => Date;
}

/**
 * Counts in memory on the request path (no database, no waiting) and writes them in batches.
 * What a crash loses is the counts since the last flush; several instances' rows simply add up.
 */
export class InsightsCounter {
  private pending = new Map<string, Pending>();
  private salts = new Map<string, string>();
  // The day's hash of an address and browser, and a browser's device and family, reused between flushes.
  private hashes = new Map<string, string>();
  private agents = new Map<string, Agent>();
  private hosts = new Map<string, string[]>();
  private dropped = 0;
  private readonly maxPending: number;
  private readonly now: () => Date;

  constructor(private readonly options: CounterOptions) {
    this.maxPending = options.maxPending ?? 50_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Called once a request is answered, with the client's address as the site trusts it (or how to read it). */
  count(request: AnsweredRequest, clientIp: string | (() => string)): void {
    const counted = classify(request, this.isBot);
    if (counted === null) return;
    // Worked out only for what is counted: assets and bots never need it.
    const ip = typeof clientIp === "string" ? clientIp : clientIp();
    const at = this.now();
    const day = this.dayOf(at);
    const from =
      counted.kind === "view"
        ? (visitSource(counted.query, counted.referrer, this.ownHosts(request)) ?? INTERNAL)
        : NONE;
    const referrer = counted.kind === "not_found" ? referrerPage(counted.referrer) : "";
    const { userAgent } = counted;
    // The day, address and browser stand for the visitor (and the browser's device and family):
    // one string, built once, both names this visitor's hash and opens the count's key.
    const who = `${day}\n${ip}\n${userAgent}`;
    const key = `${who}\u0000${counted.kind}\u0000${counted.path}\u0000${from.source}\u0000${from.medium}\u0000${from.campaign}\u0000${referrer}`;
    const waiting = this.pending.get(key);
    if (waiting) {
      waiting.views += 1;
      return;
    }
    if (this.pending.size >= this.maxPending) {
      this.dropped += 1;
      return;
    }
    const visitor = this.hashOf(day, who, ip, userAgent);
    const { device, browser } = this.agentOf(userAgent);
    this.pending.set(key, {
      key,
      row: { at, day, kind: counted.kind, visitor, path: counted.path, ...from, device, browser, referrer },
      views: 1,
      raw: visitor === undefined ? { ip, userAgent } : undefined,
    });
  }

  // Each is a few microseconds on a path that takes tens: worked out once, not per request.
  private readonly isBot = (userAgent: string) => this.agentOf(userAgent).bot;

  private dayMinute = Number.NaN;
  private dayValue = "";
  /** The business day of an instant; days change on the minute, so the last minute's answer is reused. */
  private dayOf(at: Date): string {
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== this.dayMinute) {
      this.dayMinute = minute;
      this.dayValue = businessDay(at);
    }
    return this.dayValue;
  }

  /** `who` is the day, address and browser joined, as `count` builds it. */
  private hashOf(day: string, who: string, ip: string, userAgent: string): string | undefined {
    const salt = this.salts.get(day);
    if (salt === undefined) return undefined;
    let hash = this.hashes.get(who);
    if (hash === undefined) {
      hash = visitorHash(salt, ip, userAgent);
      this.hashes.set(who, hash);
    }
    return hash;
  }

  private agentOf(userAgent: string): Agent {
    let agent = this.agents.get(userAgent);
    if (agent === undefined) {
      if (this.agents.size >= MAX_AGENTS) this.agents.clear();
      agent = { bot: isbot(userAgent), device: deviceOf(userAgent), browser: browserOf(userAgent) };
      this.agents.set(userAgent, agent);
    }
    return agent;
  }

  /**
   * The site's own names: SITE_URL's, and the one this request was sent to (a site reached by
   * another name, or without SITE_URL, still links to itself).
   */
  private ownHosts(request: AnsweredRequest): string[] {
    const sentTo = String(request.headers.host ?? "");
    let hosts = this.hosts.get(sentTo);
    if (hosts === undefined) {
      const own = this.options.ownHost.toLowerCase();
      const host = referrerHost(`http://${sentTo}/`);
      hosts = host && host !== own ? [own, host] : [own];
      // A client may send any Host: only a few are kept.
      if (this.hosts.size >= MAX_AGENTS) this.hosts.clear();
      this.hosts.set(sentTo, hosts);
    }
    return hosts;
  }

  /** The day's visitor of a request, when this instance knows the day's salt (after its first flush). */
  visitorOf(ip: string, userAgent: string, at = this.now()): { day: string; visitor: string } | null {
    const day = businessDay(at);
    const salt = this.salts.get(day);
    return salt === undefined ? null : { day, visitor: visitorHash(salt, ip, userAgent) };
  }

  /**
   * The day's visitor of a request, reading (or making) the day's shared salt first when this
   * instance has not flushed since the day began: a conversion in a process's first seconds, or
   * just past midnight, still finds its visitor.
   */
  async visitorAt(ip: string, userAgent: string, at = this.now()): Promise<{ day: string; visitor: string } | null> {
    const known = this.visitorOf(ip, userAgent, at);
    if (known !== null) return known;
    const day = businessDay(at);
    const today = businessDay(this.now());
    // A past day's salt is gone (or about to be): no visitor can be made for it any more.
    if (day < today) return null;
    const salt = (await saltsFor(this.options.db, [day], today)).get(day);
    if (salt === undefined) return null;
    this.salts.set(day, salt);
    return { day, visitor: visitorHash(salt, ip, userAgent) };
  }

  /** The first view of the day in this instance's waiting counts, for a conversion made seconds after it. */
  pendingEntry(day: string, visitor: string): Pending["row"] | undefined {
    const salt = this.salts.get(day);
    // Counts made before the salt was known carry the address and browser until the flush hashes them.
    const visitorOfPending = ({ row, raw }: Pending) =>
      row.visitor ?? (raw && salt !== undefined ? visitorHash(salt, raw.ip, raw.userAgent) : undefined);
    let first: Pending["row"] | undefined;
    for (const each of this.pending.values()) {
      if (each.row.day !== day || each.row.kind !== "view" || visitorOfPending(each) !== visitor) continue;
      if (first === undefined || each.row.at < first.at) first = each.row;
    }
    return first;
  }

  /** Writes what is waiting; on failure the counts are kept for the next try (within the cap). */
  async flush(): Promise<number> {
    const batch = [...this.pending.values()];
    this.pending = new Map();
    // A new day's salt may come with this flush: yesterday's hashes are of no more use.
    this.hashes = new Map();
    const today = businessDay(this.now());
    try {
      const days = batch.flatMap(({ raw, row }) => (raw && row.day >= today ? [row.day] : []));
      this.salts = await saltsFor(this.options.db, [today, ...days], today);
      const rows = batch.flatMap(({ row, raw, views }): ViewRow[] => {
        if (row.visitor !== undefined) return [{ ...row, visitor: row.visitor, views }];
        const salt = raw && this.salts.get(row.day);
        // A count of a day whose salt is already gone cannot be given a visitor any more.
        return raw && salt ? [{ ...row, visitor: visitorHash(salt, raw.ip, raw.userAgent), views }] : [];
      });
      for (let start = 0; start < rows.length; start += INSERT_CHUNK)
        await this.options.db.insert(insightsViews).values(rows.slice(start, start + INSERT_CHUNK));
      if (this.dropped > 0) log.warn("insights counts dropped while the database was away", { count: this.dropped });
      this.dropped = 0;
      if (rows.length > 0) await this.attributeLateConversions(rows);
      return rows.reduce((sum, row) => sum + (row.views ?? 1), 0);
    } catch (error) {
      this.keepForNextTry(batch);
      log.warn("writing insights counts failed; they are kept for the next try", {
        waiting: this.pending.size,
        reason: (error as Error).message,
      });
      return 0;
    }
  }

  /** Puts a batch that could not be written back in front of what came meanwhile, within the cap. */
  private keepForNextTry(batch: Pending[]): void {
    const merged = new Map<string, Pending>();
    for (const each of batch) merged.set(each.key, each);
    for (const each of this.pending.values()) {
      const earlier = merged.get(each.key);
      if (earlier) {
        earlier.views += each.views;
        // The same visitor, counted before and after the day's salt was known: keep the hash.
        if (earlier.row.visitor === undefined && each.row.visitor !== undefined) {
          earlier.row.visitor = each.row.visitor;
          earlier.raw = undefined;
        }
      } else if (merged.size < this.maxPending) merged.set(each.key, each);
      else this.dropped += each.views;
    }
    this.pending = merged;
  }

  /**
   * Conversions made on another instance before this one wrote the visitor's entry view get their
   * attribution now. Apart from the flush's own failure: the views are written by then, and
   * keeping them for another try would count them twice.
   */
  private async attributeLateConversions(rows: readonly ViewRow[]): Promise<void> {
    try {
      await fillLateAttribution(this.options.db, new Set(rows.map((row) => row.day)));
    } catch (error) {
      log.warn("attributing late conversions failed; the next flush tries again", {
        reason: (error as Error).message,
      });
    }
  }
}

/** The referring page without its query (which may carry a token or an address). */
function referrerPage(referrer: string | undefined): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    return `${url.origin}${url.pathname}`.slice(0, 300);
  } catch {
    return "";
  }
}
