import { AdminPage, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { PostForm } from "~/blog/admin/post-form";
import { newPostDefaults, postFormConstraint, savePostFromForm } from "~/blog/admin/post-form.server";
import proseStyles from "~/blog/prose.css?url";
import type { Route } from "./+types/admin.blog.new";

export const meta: Route.MetaFunction = () => adminMeta("New post");
export const headers: Route.HeadersFunction = adminHeaders;
// The visual editor shows the content as the post page will.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: proseStyles }];

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { defaults: newPostDefaults(), constraint: postFormConstraint() };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return savePostFromForm(request, context, {});
}

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="New post" intro={<p>Title and content are required; everything else can wait.</p>}>
      <PostForm
        action="/admin/blog/new"
        mode="create"
        defaultValue={loaderData.defaults}
        constraint={loaderData.constraint}
        lastResult={actionData?.result}
        returnedCover={actionData?.coverImage}
      />
    </AdminPage>
  );
}
