import { Link, data } from "react-router";
import { adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { StatusBadge } from "~/blog/admin/post-list";
import { PostArticle } from "~/blog/post-article";
import { getPostById } from "~/blog/post-queries.server";
import { coverOf } from "~/blog/covers.server";
import { postView } from "~/blog/post-view.server";
import proseStyles from "~/blog/prose.css?url";
import { isVisible } from "~/blog/visibility.server";
import { parseId } from "~/lib/route-params";
import type { Route } from "./+types/admin.blog.$id.preview";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: proseStyles }];
export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Preview: ${loaderData.post.title}` : "Preview");
export const headers: Route.HeadersFunction = adminHeaders;

/** Any post, drafts included, rendered by the public page's own component. */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  const post = id === null ? null : await getPostById(id, { includeHidden: true });
  if (!post) throw data(null, { status: 404 });
  return { id: post.id, status: post.status, live: isVisible(post), post: postView(post, await coverOf(post)) };
}

export default function PreviewPost({ loaderData }: Route.ComponentProps) {
  const { id, status, live, post } = loaderData;
  return (
    <>
      <aside aria-label="Preview" className="border-b border-yellow-700 bg-yellow-50">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-yellow-950 sm:px-6 lg:px-8">
          <p className="font-semibold">
            Preview <StatusBadge status={status} />
          </p>
          <p className="text-sm">
            {live ? (
              <>
                Visitors see this post at{" "}
                <Link to={`/blog/${post.slug}`} className="font-semibold underline">
                  /blog/{post.slug}
                </Link>
                .
              </>
            ) : (
              "Visitors cannot see this post yet."
            )}
          </p>
          <p className="flex gap-4 text-sm">
            <Link to={`/admin/blog/${id}/edit`} className="font-semibold underline">
              Edit
            </Link>
            <Link to="/admin/blog" className="font-semibold underline">
              All posts
            </Link>
          </p>
        </div>
      </aside>
      <PostArticle post={post} />
    </>
  );
}
