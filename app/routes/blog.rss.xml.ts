import { coversOf } from "~/blog/covers.server";
import { listVisiblePostsFull } from "~/blog/post-queries.server";
import { fallbackPath } from "~/images/image-urls";
import { excerpt, htmlToText, sanitizePostHtml } from "~/blog/sanitize.server";
import { tagList } from "~/blog/post-schema";
import { site } from "~/content/site";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { escapeXml } from "~/lib/xml";

const log = logger("blog");
const FEED_SIZE = 50;

/** /blog/rss.xml: RSS 2.0 of the newest visible posts, newest first. */
export async function loader() {
  const siteUrl = getEnv().SITE_URL;
  let posts;
  let covers;
  try {
    posts = await listVisiblePostsFull({ limit: FEED_SIZE });
    covers = await coversOf(posts);
  } catch (error) {
    log.error("could not build the RSS feed", { error: error as Error });
    return new Response("The blog feed is briefly unavailable. Please try again later.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
  const feedUrl = `${siteUrl}/blog/rss.xml`;
  const items = posts.map((post) => {
    const url = `${siteUrl}/blog/${post.slug}`;
    const html = sanitizePostHtml(post.content, { absoluteBase: siteUrl });
    const date = post.publishDate ?? post.createdAt;
    const cover = covers.get(post.id);
    const coverUrl = cover ? `${siteUrl}${fallbackPath(cover.image)}` : null;
    const coverType = cover?.image.fallbackFormat === "png" ? "image/png" : "image/jpeg";
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${date.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.summary || excerpt(htmlToText(html), 300))}</description>`,
      ...tagList(post.tags).map((tag) => `      <category>${escapeXml(tag)}</category>`),
      ...(cover && coverUrl
        ? [
            `      <enclosure url="${escapeXml(coverUrl)}" length="${cover.fallbackBytes ?? 0}" type="${coverType}"/>`,
            `      <media:content url="${escapeXml(coverUrl)}" medium="image" type="${coverType}" width="${cover.image.width}" height="${cover.image.height}">`,
            `        <media:description type="plain">${escapeXml(cover.alt)}</media:description>`,
            "      </media:content>",
          ]
        : []),
      `      <content:encoded>${escapeXml(html)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0] ? (posts[0].publishDate ?? posts[0].createdAt).toUTCString() : undefined;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.brand} Blog`)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <description>${escapeXml(`IT, cloud and cybersecurity advice for Atlanta schools, nonprofits and small businesses from ${site.brand}.`)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${newest}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
