import { data } from "react-router";
import { AdminPage, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { PostForm } from "~/blog/admin/post-form";
import { editPostDefaults, postFormConstraint, savePostFromForm, savedCover } from "~/blog/admin/post-form.server";
import { getPostForEditing } from "~/blog/post-version.server";
import { parseId } from "~/lib/route-params";
import { formatDateTime } from "~/lib/time";
import proseStyles from "~/blog/prose.css?url";
import type { Route } from "./+types/admin.blog.$id.edit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Edit “${loaderData.title}”` : "Edit post");
export const headers: Route.HeadersFunction = adminHeaders;
// The visual editor shows the content as the post page will.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: proseStyles }];

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  const post = id === null ? null : await getPostForEditing(id);
  if (!post) throw data(null, { status: 404 });
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    version: post.version,
    savedPublishLabel: post.publishDate ? formatDateTime(post.publishDate) : null,
    defaults: editPostDefaults(post),
    constraint: postFormConstraint(),
    cover: await savedCover(post.coverImageId),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  return savePostFromForm(request, context, { id });
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={<>Edit “{loaderData.title}”</>}>
      <PostForm
        // A newer version of the post (after "Open the latest version") starts a fresh form.
        key={loaderData.version}
        action={`/admin/blog/${loaderData.id}/edit`}
        mode="edit"
        defaultValue={loaderData.defaults}
        constraint={loaderData.constraint}
        lastResult={actionData?.result}
        returnedCover={actionData?.coverImage}
        conflict={actionData?.conflict}
        savedPublishLabel={loaderData.savedPublishLabel}
        currentSlug={loaderData.slug}
        savedCover={loaderData.cover}
      />
    </AdminPage>
  );
}
