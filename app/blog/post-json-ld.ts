import { site } from "~/content/site";
import { fallbackPath } from "~/images/image-urls";
import { absoluteUrl } from "~/lib/seo";
import type { postView } from "./post-view.server";

/** schema.org's BlogPosting for a post page, published by the business itself. */
export function blogPosting(siteUrl: string, post: ReturnType<typeof postView>) {
  const url = absoluteUrl(siteUrl, `/blog/${post.slug}`);
  const business = { "@type": "Organization", "@id": `${siteUrl}/#business`, name: site.brand, url: `${siteUrl}/` };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.published.iso,
    dateModified: post.modifiedIso,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: post.cover
      ? {
          "@type": "ImageObject",
          url: absoluteUrl(siteUrl, fallbackPath(post.cover.image)),
          width: post.cover.image.width,
          height: post.cover.image.height,
          caption: post.cover.alt,
        }
      : absoluteUrl(siteUrl, "/images/og-default.png"),
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    author: business,
    publisher: { ...business, logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/favicon.svg") } },
  };
}
