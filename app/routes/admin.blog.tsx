import { data } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { editorToasts } from "~/blog/admin/messages";
import { AdminPostList } from "~/blog/admin/post-list";
import { loadAdminPostList } from "~/blog/admin/post-list.server";
import { ButtonLink } from "~/components/ui/button-link";
import { TIME_ZONE_NOTE } from "~/lib/time";
import type { Route } from "./+types/admin.blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog posts");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const list = await loadAdminPostList();
  if (!list.ok) return data({ state: "error" as const, message: list.message }, { status: 503 });
  return { state: "ok" as const, posts: list.posts };
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Blog posts"
      intro={<p>Every post, drafts included, newest first. {TIME_ZONE_NOTE}</p>}
      actions={<ButtonLink to="/admin/blog/new">New post</ButtonLink>}
    >
      {loaderData.state === "error" ? (
        <LoadError title={editorToasts.listFailed} message={loaderData.message} />
      ) : (
        <AdminPostList posts={loaderData.posts} />
      )}
    </AdminPage>
  );
}
