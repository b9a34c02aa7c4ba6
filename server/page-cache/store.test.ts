import { describe, expect, it } from "vitest";
import type { PageEntry } from "./entry";
import { PageCache } from "./store";

function page(label: string, renderedAt: number, size = 1_000): PageEntry {
  const body = Buffer.from(label);
  return { identity: body, br: body, gzip: body, etag: `"${label}"`, scriptHashes: [], headers: [], renderedAt, size };
}

/** A cache over a fake clock whose renders the test resolves by hand, counting each one. */
function harness({ freshMs = 1_000, staleMs = 500, maxBytes = 10_000 } = {}) {
  const lookups: string[] = [];
  let now = 0;
  const renders: { key: string; resolve: (entry: PageEntry | null) => void; reject: (error: Error) => void }[] = [];
  const cache = new PageCache({
    maxBytes,
    freshMs,
    staleMs,
    now: () => now,
    render: (key) => new Promise((resolve, reject) => renders.push({ key, resolve, reject })),
    onRenderError: () => {},
    onLookup: (result) => lookups.push(result),
  });
  return {
    cache,
    renders,
    lookups,
    tick: (ms: number) => (now += ms),
    at: () => now,
    /** Resolves the oldest render still waiting with a page named `label`. */
    finish: async (label: string | null, size?: number) => {
      const render = renders.shift()!;
      render.resolve(label === null ? null : page(label, now, size));
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe("PageCache", () => {
  it("renders an address once for everyone asking at the same time, then serves the copy", async () => {
    const { cache, renders, finish } = harness();
    const asked = [cache.get("/"), cache.get("/"), cache.get("/")];
    expect(renders).toHaveLength(1);
    await finish("home v1");
    for (const entry of await Promise.all(asked)) expect(entry?.etag).toBe('"home v1"');
    expect((await cache.get("/"))?.etag).toBe('"home v1"');
    expect(renders).toHaveLength(0);
  });

  it("serves a copy past its freshness only within the stale window, rendering the next meanwhile", async () => {
    const { cache, renders, finish, tick } = harness({ freshMs: 1_000, staleMs: 500 });
    const first = cache.get("/");
    await finish("v1");
    await first;

    tick(1_200); // stale: served as is, one new render started
    expect((await cache.get("/"))?.etag).toBe('"v1"');
    expect((await cache.get("/"))?.etag).toBe('"v1"');
    expect(renders).toHaveLength(1);
    await finish("v2");
    expect((await cache.get("/"))?.etag).toBe('"v2"');

    tick(1_600); // beyond the stale window: the visitor waits for the new render
    const waiting = cache.get("/");
    let settled = false;
    void waiting.then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    await finish("v3");
    expect((await waiting)?.etag).toBe('"v3"');
  });

  it("after invalidate, nothing old is served and a render begun before it is not kept", async () => {
    const { cache, renders, finish } = harness();
    const first = cache.get("/blog");
    await finish("old list");
    await first;

    const during = cache.get("/blog/post");
    cache.invalidate();
    await finish("read before the change");
    expect((await during)?.etag).toBe('"read before the change"');

    const after = cache.get("/blog");
    expect(renders.map((render) => render.key)).toEqual(["/blog"]);
    await finish("new list");
    expect((await after)?.etag).toBe('"new list"');
    // The render that began before the change was not kept: asking again renders again.
    void cache.get("/blog/post");
    expect(renders.map((render) => render.key)).toEqual(["/blog/post"]);
  });

  it("remembers that an address is not shared, and shares nothing while not live", async () => {
    const { cache, renders, finish } = harness();
    const login = cache.get("/login");
    await finish(null);
    expect(await login).toBeNull();
    expect(await cache.get("/login")).toBeNull();
    expect(renders).toHaveLength(0);

    cache.setLive(false);
    expect(await cache.get("/")).toBeNull();
    expect(renders).toHaveLength(0);
    cache.setLive(true);
    void cache.get("/");
    expect(renders).toHaveLength(1);
  });

  it("a failed render shares nothing and is tried again next time", async () => {
    const { cache, renders } = harness();
    const failing = cache.get("/");
    renders.shift()!.reject(new Error("boom"));
    expect(await failing).toBeNull();
    void cache.get("/");
    expect(renders).toHaveLength(1);
  });

  it("holds at most maxBytes, dropping the least recently used pages", async () => {
    const { cache, finish } = harness({ maxBytes: 2_500 });
    for (const key of ["/a", "/b", "/c"]) {
      const asked = cache.get(key);
      await finish(key, 1_000);
      await asked;
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(2_500);
    expect(cache.stats().entries).toBe(2);
  });

  it("counts a lookup once as a hit or a miss, and not for addresses rendered per visitor", async () => {
    const { cache, lookups, finish, tick } = harness({ freshMs: 1_000, staleMs: 500 });
    const first = cache.get("/");
    await finish("home");
    await first;
    expect(lookups).toEqual(["miss"]);

    expect(cache.ready("/")?.etag).toBe('"home"');
    expect((await cache.get("/"))?.etag).toBe('"home"');
    tick(1_200); // stale but still served: a hit
    expect(cache.ready("/")?.etag).toBe('"home"');
    expect(lookups).toEqual(["miss", "hit", "hit", "hit"]);
    await finish("home v2");

    const perVisitor = cache.get("/private");
    await finish(null);
    await perVisitor;
    expect(cache.ready("/private")).toBeUndefined();
    expect(await cache.get("/private")).toBeNull();
    expect(lookups).toEqual(["miss", "hit", "hit", "hit", "miss"]);

    cache.setLive(false);
    expect(await cache.get("/")).toBeNull();
    expect(lookups).toHaveLength(5);
  });
});
