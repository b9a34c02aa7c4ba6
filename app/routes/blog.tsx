import { Link, data, redirect } from "react-router";
import { BlogPending, CoverImage, LoadFailure, PostTime, TagChips } from "~/blog/components";
import { coversOf } from "~/blog/covers.server";
import { tagList } from "~/blog/post-schema";
import { listVisiblePosts } from "~/blog/post-queries.server";
import { PageHero } from "~/components/site/page-hero";
import { site } from "~/content/site";
import { logger } from "~/lib/log.server";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { absoluteUrl, seo, siteUrlFrom } from "~/lib/seo";
import { TIME_ZONE_NOTE, formatDate } from "~/lib/time";
import type { Route } from "./+types/blog";

export const handle: PageCacheHandle = sharedPage;

const log = logger("blog");

const pagePath = (page: number) => (page <= 1 ? "/blog" : `/blog?page=${page}`);

/**
 * /blog and /blog?page=N: visible posts, newest first, 10 a page. A malformed page number or one
 * past the last page is a 404 (there is no such page); ?page=1 redirects to /blog, its one URL.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === "1") throw redirect("/blog", 301);
  if (raw !== null && !/^[1-9]\d{0,5}$/.test(raw)) throw data(null, { status: 404 });
  const page = raw === null ? 1 : Number(raw);

  let result;
  let covers;
  try {
    result = await listVisiblePosts({ page });
    covers = await coversOf(result.posts);
  } catch (error) {
    log.error("could not load the blog list", { error: error as Error });
    return data({ state: "error" as const }, { status: 503 });
  }
  if (page > result.pageCount) throw data(null, { status: 404 });
  return {
    state: "ok" as const,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    posts: result.posts.map((post) => ({
      id: post.id,
      title: post.title,
      slug: post.slug,
      summary: post.summary,
      tags: tagList(post.tags),
      cover: covers.get(post.id) ?? null,
      published: post.publishDate ? { iso: post.publishDate.toISOString(), label: formatDate(post.publishDate) } : null,
    })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  const page = loaderData?.state === "ok" ? loaderData.page : 1;
  const pageCount = loaderData?.state === "ok" ? loaderData.pageCount : 1;
  const siteUrl = siteUrlFrom(args.matches);
  const tags = seo(args, {
    title: page > 1 ? `Blog (page ${page} of ${pageCount})` : "Blog",
    description: `Practical IT, cloud and cybersecurity advice for Atlanta schools, nonprofits and small businesses from the ${site.brand} team.`,
    path: pagePath(page),
  });
  if (page > 1) tags.push({ tagName: "link", rel: "prev", href: absoluteUrl(siteUrl, pagePath(page - 1)) });
  if (page < pageCount) tags.push({ tagName: "link", rel: "next", href: absoluteUrl(siteUrl, pagePath(page + 1)) });
  tags.push({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${site.brand} Blog`,
    href: absoluteUrl(siteUrl, "/blog/rss.xml"),
  });
  return tags;
};

const linkClass =
  "inline-flex items-center gap-1 rounded-md px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="IT and cybersecurity insights"
        intro="Practical advice on managed IT, cloud and security for Atlanta's schools, nonprofits and small businesses, from the people who keep their systems running."
      />
      <BlogPending />
      <section aria-label="Blog posts" className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        {loaderData.state === "error" ? (
          <LoadFailure
            title="Failed to load posts"
            text="There was a problem fetching the blog posts. Please try again later."
          />
        ) : loaderData.posts.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center text-lg text-slate-700">
            No blog posts found. Check back soon!
          </p>
        ) : (
          <>
            <ol className="grid gap-8 md:grid-cols-2">
              {loaderData.posts.map((post) => (
                <li key={post.id}>
                  <article
                    className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 shadow-sm"
                    aria-labelledby={`post-${post.id}-title`}
                  >
                    {post.cover ? (
                      <CoverImage
                        cover={post.cover}
                        sizes="(min-width: 80rem) 38rem, (min-width: 48rem) 50vw, 100vw"
                        className="aspect-[16/9] h-auto w-full bg-slate-100 object-cover"
                      />
                    ) : null}
                    <div className="flex flex-1 flex-col p-6">
                      <h2 id={`post-${post.id}-title`} className="text-xl font-semibold text-brand-900">
                        {post.title}
                      </h2>
                      {post.published ? (
                        <p className="mt-2 text-sm text-slate-600">
                          <PostTime time={post.published} />
                        </p>
                      ) : null}
                      <p className="mt-3 flex-1 text-slate-700">{post.summary}</p>
                      <div className="mt-4">
                        <TagChips tags={post.tags} label={`Tags of ${post.title}`} />
                      </div>
                      <Link
                        to={`/blog/${post.slug}`}
                        className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                      >
                        Read More<span className="sr-only"> about {post.title}</span>
                        <span aria-hidden="true">→</span>
                      </Link>
                    </div>
                  </article>
                </li>
              ))}
            </ol>
            {loaderData.pageCount > 1 ? (
              <nav aria-label="Blog pages" className="mt-12 flex flex-wrap items-center justify-between gap-4">
                {loaderData.page > 1 ? (
                  <Link to={pagePath(loaderData.page - 1)} rel="prev" className={linkClass}>
                    <span aria-hidden="true">←</span> Previous
                  </Link>
                ) : (
                  <span />
                )}
                <p className="text-slate-700">
                  Page {loaderData.page} of {loaderData.pageCount}
                </p>
                {loaderData.page < loaderData.pageCount ? (
                  <Link to={pagePath(loaderData.page + 1)} rel="next" className={linkClass}>
                    Next <span aria-hidden="true">→</span>
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        )}
        <p className="mt-12 text-sm text-slate-600">
          Dates are shown in Atlanta time. {TIME_ZONE_NOTE}{" "}
          <a href="/blog/rss.xml" className="font-medium text-brand-700 underline hover:text-brand-900">
            Subscribe with RSS
          </a>
          .
        </p>
      </section>
    </>
  );
}
