import { LRUCache } from "lru-cache";
import type { PageEntry } from "./entry";

/** What the cache remembers for a key: a page to share, or that this address is rendered per visitor. */
type Slot = { entry: PageEntry | null; renderedAt: number; size: number };

export interface PageCacheOptions {
  /** Renders the page at `key` for anyone, or null when it must be rendered per visitor. */
  render: (key: string) => Promise<PageEntry | null>;
  maxBytes: number;
  /** How long a render is served as is. */
  freshMs: number;
  /** After that, how long the old copy may still be served while a new one is rendered. */
  staleMs: number;
  now?: () => number;
  onRenderError?: (error: unknown, key: string) => void;
  /**
   * Told whether a lookup found a page to share (hit) or had to render one (miss); not called
   * for addresses known to be rendered per visitor, nor while the cache is off.
   */
  onLookup?: (result: "hit" | "miss") => void;
}

/**
 * Anonymous pages, rendered once and shared. Each address renders at most once at a time (the
 * callers of a render in progress wait for it). `invalidate` forgets everything, and a render that
 * was under way when it was called is not kept: it may have read the old content. While `live` is
 * false nothing is served or kept (the invalidation channel is down, so nothing could be trusted).
 */
export class PageCache {
  private readonly slots: LRUCache<string, Slot>;
  private readonly rendering = new Map<string, Promise<PageEntry | null>>();
  private generation = 0;
  private live = true;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.slots = new LRUCache<string, Slot>({
      maxSize: options.maxBytes,
      max: 20_000,
      sizeCalculation: (slot) => slot.size,
    });
  }

  /** The shared page at `key`, or null when the caller must render it for its visitor. */
  async get(key: string): Promise<PageEntry | null> {
    if (!this.live) return null;
    const slot = this.slots.get(key);
    if (slot) {
      const age = this.now() - slot.renderedAt;
      if (age < this.options.freshMs) return this.found(slot.entry);
      if (age < this.options.freshMs + this.options.staleMs) {
        void this.render(key);
        return this.found(slot.entry);
      }
    }
    this.options.onLookup?.("miss");
    return this.render(key);
  }

  /**
   * The shared page at `key` if one can be sent right now (fresh, or in its stale window, which
   * starts its next render), without waiting; undefined when the caller must go through `get`.
   */
  ready(key: string): PageEntry | undefined {
    if (!this.live) return undefined;
    const slot = this.slots.get(key);
    if (!slot?.entry) return undefined;
    const age = this.now() - slot.renderedAt;
    if (age < this.options.freshMs) return this.found(slot.entry);
    if (age < this.options.freshMs + this.options.staleMs) {
      void this.render(key);
      return this.found(slot.entry);
    }
    // Not counted here: the caller goes on to `get`, which counts the lookup once.
    return undefined;
  }

  invalidate(): void {
    this.generation++;
    this.slots.clear();
    this.rendering.clear();
  }

  /** Turns sharing off (and forgets everything) or back on. */
  setLive(live: boolean): void {
    this.live = live;
    this.invalidate();
  }

  get isLive(): boolean {
    return this.live;
  }

  /** For the health of the cache: entries and bytes held. */
  stats(): { entries: number; bytes: number; live: boolean } {
    return { entries: this.slots.size, bytes: this.slots.calculatedSize, live: this.live };
  }

  /** A remembered slot: a hit when it holds a page, nothing to count when the address is per visitor. */
  private found<T extends PageEntry | null>(entry: T): T {
    if (entry) this.options.onLookup?.("hit");
    return entry;
  }

  private render(key: string): Promise<PageEntry | null> {
    const running = this.rendering.get(key);
    if (running) return running;
    const generation = this.generation;
    const rendered = this.options
      .render(key)
      .then((entry) => {
        if (generation === this.generation && this.live) {
          this.slots.set(key, {
            entry,
            renderedAt: entry?.renderedAt ?? this.now(),
            size: entry?.size ?? key.length + 64,
          });
        }
        return entry;
      })
      .catch((error: unknown) => {
        this.options.onRenderError?.(error, key);
        return null;
      })
      .finally(() => {
        if (this.rendering.get(key) === rendered) this.rendering.delete(key);
      });
    this.rendering.set(key, rendered);
    return rendered;
  }
}
