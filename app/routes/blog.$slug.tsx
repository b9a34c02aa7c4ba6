import { data } from "react-router";
import { BackToBlog, BlogPending, LoadFailure, PostTime, TagChips } from "~/blog/components";
import { tagList } from "~/blog/post-schema";
import { getPostBySlug } from "~/blog/posts.server";
import proseStyles from "~/blog/prose.css?url";
import { excerpt, htmlToText, sanitizePostHtml } from "~/blog/sanitize.server";
import { TIME_ZONE_NOTE, formatPostDateTime } from "~/blog/time";
import { JsonLd } from "~/components/site/json-ld";
import { site } from "~/content/site";
import { logger } from "~/lib/log.server";
import { absoluteUrl, seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/blog.$slug";

const log = logger("blog");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: proseStyles }];

/**
 * One visible post. An unknown slug, a draft or a post scheduled for later is "Post Not Found"
 * with 404; a database failure is the same view with SPEC's error message and 503.
 */
export async function loader({ params }: Route.LoaderArgs) {
  let post;
  try {
    post = await getPostBySlug(params.slug);
  } catch (error) {
    log.error("could not load a blog post", { slug: params.slug, error: error as Error });
    return data({ state: "error" as const }, { status: 503 });
  }
  if (!post) return data({ state: "not-found" as const }, { status: 404 });
  // Stored HTML was sanitized when saved; it is sanitized again on its way to the page.
  const html = sanitizePostHtml(post.content);
  const published = post.publishDate ?? post.createdAt;
  return {
    state: "ok" as const,
    post: {
      title: post.title,
      slug: post.slug,
      // Search results show about 160 characters; a longer summary is cut at a word.
      description: excerpt(post.summary || htmlToText(html), 159),
      tags: tagList(post.tags),
      html,
      published: { iso: published.toISOString(), label: formatPostDateTime(published) },
      modifiedIso: post.updatedAt.toISOString(),
    },
  };
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
  return [
    ...seo(args, { title: post.title, description: post.description, type: "article", path: `/blog/${post.slug}` }),
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
    image: absoluteUrl(siteUrl, "/images/og-default.png"),
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
              <LoadFailure title="Error loading post" text="There was a problem fetching the blog post. Please try again later." />
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
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 lg:px-8" aria-labelledby="post-title">
        <BackToBlog />
        <header className="mt-8 border-b border-slate-200 pb-8">
          <h1 id="post-title" className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-4 text-slate-600">
            Published <PostTime time={post.published} /> <span className="text-sm">({TIME_ZONE_NOTE})</span>
          </p>
          <div className="mt-5">
            <TagChips tags={post.tags} />
          </div>
        </header>
        <div className="prose-post mt-10" data-testid="post-content" dangerouslySetInnerHTML={{ __html: post.html }} />
        <footer className="mt-16 border-t border-slate-200 pt-8">
          <BackToBlog />
        </footer>
      </article>
    </>
  );
}
