import { data, redirect } from "react-router";
import { BlogPending, LoadFailure } from "~/blog/components";
import { BlogListNote, BlogPager, blogPagePath, PostCards } from "~/blog/post-list";
import { loadBlogList } from "~/blog/public-pages.server";
import { PageHero } from "~/components/site/page-hero";
import { site } from "~/content/site";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { absoluteUrl, seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/blog";

export const handle: PageCacheHandle = sharedPage;

/**
 * /blog and /blog?page=N: visible posts, newest first, 10 a page. A malformed page number or one
 * past the last page is a 404 (there is no such page); ?page=1 redirects to /blog, its one URL.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await loadBlogList(new URL(request.url).searchParams.get("page"));
  if (list.state === "first") throw redirect("/blog", 301);
  if (list.state === "none") throw data(null, { status: 404 });
  if (list.state === "error") return data(list, { status: 503 });
  return list;
}

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  const page = loaderData?.state === "ok" ? loaderData.page : 1;
  const pageCount = loaderData?.state === "ok" ? loaderData.pageCount : 1;
  const siteUrl = siteUrlFrom(args.matches);
  const tags = seo(args, {
    title: page > 1 ? `Blog (page ${page} of ${pageCount})` : "Blog",
    description: `Practical IT, cloud and cybersecurity advice for Atlanta schools, nonprofits and small businesses from the ${site.brand} team.`,
    path: blogPagePath(page),
  });
  if (page > 1) tags.push({ tagName: "link", rel: "prev", href: absoluteUrl(siteUrl, blogPagePath(page - 1)) });
  if (page < pageCount) tags.push({ tagName: "link", rel: "next", href: absoluteUrl(siteUrl, blogPagePath(page + 1)) });
  tags.push({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${site.brand} Blog`,
    href: absoluteUrl(siteUrl, "/blog/rss.xml"),
  });
  return tags;
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        icon="pulse"
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
            <PostCards posts={loaderData.posts} />
            <BlogPager page={loaderData.page} pageCount={loaderData.pageCount} />
          </>
        )}
        <BlogListNote />
      </section>
    </>
  );
}
