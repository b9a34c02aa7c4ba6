import { data, redirect } from "react-router";
import { BackToBlog, BlogPending, LoadFailure } from "~/blog/components";
import { PostArticle } from "~/blog/post-article";
import { getPostBySlug } from "~/blog/post-queries.server";
import { coverOf } from "~/blog/covers.server";
import { postView } from "~/blog/post-view.server";
import proseStyles from "~/blog/prose.css?url";
import { findRedirectForSlug } from "~/blog/slug-redirects.server";
import { JsonLd } from "~/components/site/json-ld";
import { fallbackPath } from "~/images/image-urls";
import { site } from "~/content/site";
import { logger } from "~/lib/log.server";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { absoluteUrl, seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/blog.$slug";

const log = logger("blog");

export const handle: PageCacheHandle = sharedPage;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: proseStyles }];

/**
 * One visible post. An old slug of a visible post answers 301 to its current address. An unknown
 * slug, a draft or a post scheduled for later is "Post Not Found" with 404; a database failure
 * is the same view with the product's error message ('Error loading post') and 503.
 */
export async function loader({ params }: Route.LoaderArgs) {
  let post;
  let cover = null;
  let movedTo: string | null = null;
  try {
    post = await getPostBySlug(params.slug);
    if (!post) movedTo = await findRedirectForSlug(params.slug);
    else cover = await coverOf(post);
  } catch (error) {
    log.error("could not load a blog post", { slug: params.slug, error: error as Error });
    return data({ state: "error" as const }, { status: 503 });
  }
  // An old address of a post whose slug changed (decision 013).
  if (movedTo) throw redirect(`/blog/${movedTo}`, 301);
  if (!post) return data({ state: "not-found" as const }, { status: 404 });
  return { state: "ok" as const, post: postView(post, cover) };
}

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (loaderData?.state !== "ok") {
    return [
      { title: `Post Not Found | ${site.brand}` },
      { name: "description", content: "Sorry, we couldn't find the post you were looking for." },
      { name: "robots", content: "noindex" },
    ];
  }
  const { post } = loaderData;
  const image = post.cover ? fallbackPath(post.cover.image) : undefined;
  return [
    ...seo(args, {
      title: post.title,
      description: post.description,
      type: "article",
      path: `/blog/${post.slug}`,
      image,
      imageAlt: post.cover?.alt,
    }),
    { property: "article:published_time", content: post.published.iso },
    { property: "article:modified_time", content: post.modifiedIso },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

function blogPosting(siteUrl: string, post: Extract<Route.ComponentProps["loaderData"], { state: "ok" }>["post"]) {
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

export default function BlogPost({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.state !== "ok") {
    return (
      <>
        <BlogPending />
        <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6 lg:px-8" aria-labelledby="post-not-found">
          {loaderData.state === "error" ? (
            <div className="mb-8">
              <LoadFailure
                title="Error loading post"
                text="There was a problem fetching the blog post. Please try again later."
              />
            </div>
          ) : null}
          <h1 id="post-not-found" className="text-4xl font-bold tracking-tight text-brand-900">
            Post Not Found
          </h1>
          <p className="mt-4 text-lg text-slate-700">Sorry, we couldn't find the post you were looking for.</p>
          <div className="mt-8">
            <BackToBlog />
          </div>
        </section>
      </>
    );
  }

  const { post } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  return (
    <>
      <JsonLd data={blogPosting(siteUrl, post)} />
      <BlogPending />
      <PostArticle post={post} />
    </>
  );
}
