// The machine-readable blog: the RSS 2.0 feed and the blog's entries in /sitemap.xml. Parsed with
// the browser's own XML parser, so bad escaping shows up as a parse error. Runs once (js-on).
import type { Page } from "@playwright/test";
import { SEEDED, createPostViaApi, uniqueLabel, type ApiPost } from "../support/blog";
import { expect, test } from "./fixtures";

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "parses XML with the browser's DOMParser: runs in js-on");
});

type FeedItem = {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
  categories: string[];
  content: string;
};
type Feed = {
  error: string | null;
  version: string | null;
  self: string | null;
  channelLink: string;
  items: FeedItem[];
};

async function parseFeed(page: Page, xml: string): Promise<Feed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.querySelector("parsererror")?.textContent ?? null;
    const atom = doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0];
    const contentNs = "http://purl.org/rss/1.0/modules/content/";
    const child = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? "";
    return {
      error,
      version: doc.documentElement.getAttribute("version"),
      self: atom && atom.getAttribute("rel") === "self" ? atom.getAttribute("href") : null,
      channelLink: child(doc.getElementsByTagName("channel")[0]!, "link"),
      items: [...doc.getElementsByTagName("item")].map((item) => ({
        title: child(item, "title"),
        link: child(item, "link"),
        guid: child(item, "guid"),
        pubDate: child(item, "pubDate"),
        description: child(item, "description"),
        categories: [...item.getElementsByTagName("category")].map((c) => c.textContent ?? ""),
        content: item.getElementsByTagNameNS(contentNs, "encoded")[0]?.textContent ?? "",
      })),
    };
  }, xml);
}

test("/blog/rss.xml: RSS 2.0 with atom:link self, the visible posts newest first, escaped properly", async ({
  page,
  request,
  baseURL,
}) => {
  // A post made of everything XML and HTML escaping can get wrong, dated now so it leads the feed.
  const tricky = await createPostViaApi(request, {
    title: `Tom & Jerry's <b>"quoted"</b> ]]> ${uniqueLabel("feed")}`,
    summary: "Less < more & ampersands > arrows \u0007 bell",
    content: `<p>See <a href="/contact">our contact page</a> &amp; <strong>more</strong>.</p><p>]]&gt; end</p>`,
    tags: "R&D, <Schools>",
    status: "published",
  });
  const before = ((await (await request.get("/api/posts")).json()) as ApiPost[]).length;
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const feed = await parseFeed(page, await response.text());
  expect(feed.error).toBeNull();
  expect(feed.version).toBe("2.0");
  expect(feed.self).toBe(`${baseURL}/blog/rss.xml`);
  expect(feed.channelLink).toBe(`${baseURL}/blog`);

  const visible = (await (await request.get("/api/posts")).json()) as ApiPost[];
  const inFeed = feed.items.map((item) => item.link);
  // The feed is the newest visible posts (at most 50), in the API's order, newest first. (Other
  // tests add posts meanwhile, so compare the order of the posts both lists hold.)
  expect(feed.items.length).toBeGreaterThanOrEqual(Math.min(50, before));
  expect(feed.items.length).toBeLessThanOrEqual(Math.min(50, visible.length));
  const apiOrder = visible.map((post) => `${baseURL}/blog/${post.slug}`);
  expect(inFeed.every((link) => apiOrder.includes(link))).toBe(true);
  expect(apiOrder.filter((link) => inFeed.includes(link))).toEqual(inFeed);
  expect(inFeed.slice(0, 3)).toContain(`${baseURL}/blog/${tricky.slug}`);
  for (const seeded of SEEDED.published) expect(inFeed).toContain(`${baseURL}/blog/${seeded.slug}`);
  expect(inFeed).not.toContain(`${baseURL}/blog/${SEEDED.draft.slug}`);
  expect(inFeed).not.toContain(`${baseURL}/blog/${SEEDED.scheduled.slug}`);
  const dates = feed.items.map((item) => Date.parse(item.pubDate));
  expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));

  const item = feed.items.find((entry) => entry.link === `${baseURL}/blog/${tricky.slug}`)!;
  expect(item).toMatchObject({
    title: tricky.title,
    guid: `${baseURL}/blog/${tricky.slug}`,
    description: "Less < more & ampersands > arrows  bell",
    categories: ["R&D", "<Schools>"],
  });
  expect(item.pubDate).toBe(new Date(tricky.publish_date!).toUTCString());
  // The HTML travels escaped, with links made absolute for feed readers.
  expect(item.content).toContain(`<a href="${baseURL}/contact">our contact page</a>`);
  expect(item.content).toContain("]]&gt; end");
});

test("/sitemap.xml lists /blog and every visible post with its last change", async ({ request, baseURL }) => {
  const post = await createPostViaApi(request, {
    title: uniqueLabel("Sitemap"),
    content: "<p>x</p>",
    status: "published",
    publish_date: "2005-05-05T12:00:00Z",
  });
  const draft = await createPostViaApi(request, { title: uniqueLabel("Sitemap draft"), content: "<p>x</p>" });
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [m[1]!, m[2]]),
  );
  expect(entries.has(`${baseURL}/blog`)).toBe(true);
  expect(entries.get(`${baseURL}/blog/${post.slug}`)).toBe(post.updated_at);
  for (const seeded of SEEDED.published) expect(entries.has(`${baseURL}/blog/${seeded.slug}`)).toBe(true);
  for (const hidden of [SEEDED.draft.slug, SEEDED.scheduled.slug, draft.slug])
    expect(entries.has(`${baseURL}/blog/${hidden}`)).toBe(false);
});
