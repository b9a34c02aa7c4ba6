import { data, redirect } from "react-router";
import { BlogPending } from "~/blog/components";
import { PostArticle } from "~/blog/post-article";
import { blogPosting } from "~/blog/post-json-ld";
import { PostNotFound } from "~/blog/post-not-found";
import proseStyles from "~/blog/prose.css?url";
import { loadPublicPost } from "~/blog/public-pages.server";
import { JsonLd } from "~/components/site/json-ld";
import { fallbackPath } from "~/images/image-urls";
import { site } from "~/content/site";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/blog.$slug";

export const handle: PageCacheHandle = sharedPage;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: proseStyles }];

/**
 * One visible post. An old slug of a visible post answers 301 to its current address. An unknown
 * slug, a draft or a post scheduled for later is "Post Not Found" with 404; a database failure
 * is the same view with the product's error message ('Error loading post') and 503.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await loadPublicPost(params.slug);
  if (found.state === "moved") throw redirect(`/blog/${found.slug}`, 301);
  if (found.state !== "ok") return data(found, { status: found.state === "error" ? 503 : 404 });
  return found;
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

export default function BlogPost({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.state !== "ok") return <PostNotFound failed={loaderData.state === "error"} />;

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
