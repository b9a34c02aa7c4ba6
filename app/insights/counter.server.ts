import type { Database } from "~/lib/db/client.server";
import { logger } from "~/lib/log.server";
import { classify, type AnsweredRequest } from "./classify";
import { browserOf, deviceOf } from "./device";
import { fillLateAttribution } from "./late-attribution.server";
import { referrerHost, visitSource, type VisitSource } from "./sources";
import { insightsViews } from "./tables";
import { businessDay, saltsFor, visitorHash } from "./visitor.server";

const log = logger("insights");

type ViewRow = typeof insightsViews.$inferInsert;

/** A counted request waiting for the next flush; `raw` only until the day's salt is known (its first seconds). */
interface Pending {
  row: Omit<ViewRow, "visitor"> & { visitor?: string };
  raw?: { ip: string; userAgent: string };
}

// A link from one of the site's pages: the visit's source is its entry's, not the site's.
const INTERNAL: VisitSource = { source: "internal", medium: "internal", campaign: "" };
const NONE: VisitSource = { source: "", medium: "", campaign: "" };
const INSERT_CHUNK = 1_000;

export interface CounterOptions {
  db: Database;
  /** The site's own host name: a referrer there is a link between its pages. */
  ownHost: string;
  /** Past this many counts waiting (the database away for long), new ones are dropped, not kept. */
  maxPending?: number;
  now?: () => Date;
}

/**
 * Counts in memory on the request path (no database, no waiting) and writes them in batches.
 * What a crash loses is the counts since the last flush; several instances' rows simply add up.
 */
export class InsightsCounter {
  private pending: Pending[] = [];
  private salts = new Map<string, string>();
  private dropped = 0;
  private readonly maxPending: number;
  private readonly now: () => Date;

  constructor(private readonly options: CounterOptions) {
    this.maxPending = options.maxPending ?? 50_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Called once a request is answered, with the client's address as the site trusts it. */
  count(request: AnsweredRequest, ip: string): void {
    const counted = classify(request);
    if (counted === null) return;
    if (this.pending.length >= this.maxPending) {
      this.dropped += 1;
      return;
    }
    const at = this.now();
    const day = businessDay(at);
    const from =
      counted.kind === "view"
        ? (visitSource(counted.query, counted.referrer, this.ownHosts(request)) ?? INTERNAL)
        : NONE;
    const salt = this.salts.get(day);
    const { userAgent } = counted;
    this.pending.push({
      row: {
        at,
        day,
        kind: counted.kind,
        visitor: salt === undefined ? undefined : visitorHash(salt, ip, userAgent),
        path: counted.path,
        ...from,
        device: deviceOf(userAgent),
        browser: browserOf(userAgent),
        referrer: counted.kind === "not_found" ? referrerPage(counted.referrer) : "",
      },
      raw: salt === undefined ? { ip, userAgent } : undefined,
    });
  }

  /**
   * The site's own names: SITE_URL's, and the one this request was sent to (a site reached by
   * another name, or without SITE_URL, still links to itself).
   */
  private ownHosts(request: AnsweredRequest): string[] {
    const own = this.options.ownHost.toLowerCase();
    const host = referrerHost(`http://${String(request.headers.host ?? "")}/`);
    return host && host !== own ? [own, host] : [own];
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
    return this.pending.find(
      (each) => each.row.day === day && each.row.kind === "view" && visitorOfPending(each) === visitor,
    )?.row;
  }

  /** Writes what is waiting; on failure the counts are kept for the next try (within the cap). */
  async flush(): Promise<number> {
    const batch = this.pending;
    this.pending = [];
    const today = businessDay(this.now());
    try {
      const days = batch.flatMap(({ raw, row }) => (raw && row.day >= today ? [row.day] : []));
      this.salts = await saltsFor(this.options.db, [today, ...days], today);
      const rows = batch.flatMap(({ row, raw }): ViewRow[] => {
        if (row.visitor !== undefined) return [row as ViewRow];
        const salt = raw && this.salts.get(row.day);
        // A count of a day whose salt is already gone cannot be given a visitor any more.
        return raw && salt ? [{ ...row, visitor: visitorHash(salt, raw.ip, raw.userAgent) }] : [];
      });
      for (let start = 0; start < rows.length; start += INSERT_CHUNK)
        await this.options.db.insert(insightsViews).values(rows.slice(start, start + INSERT_CHUNK));
      if (this.dropped > 0) log.warn("insights counts dropped while the database was away", { count: this.dropped });
      this.dropped = 0;
      if (rows.length > 0) await this.attributeLateConversions(rows);
      return rows.length;
    } catch (error) {
      this.pending = [...batch, ...this.pending].slice(-this.maxPending);
      log.warn("writing insights counts failed; they are kept for the next try", {
        waiting: this.pending.length,
        reason: (error as Error).message,
      });
      return 0;
    }
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
