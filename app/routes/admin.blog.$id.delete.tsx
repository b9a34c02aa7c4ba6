import { Form, Link, data, useNavigation } from "react-router";
import { AdminPage, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { deletePostFromForm } from "~/blog/admin/delete-post.server";
import { getPostById } from "~/blog/post-queries.server";
import { parseId } from "~/lib/route-params";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { refuseLargeBody } from "~/lib/forms/read-form.server";
import type { Route } from "./+types/admin.blog.$id.delete";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Delete “${loaderData.title}”?` : "Delete post");
export const headers: Route.HeadersFunction = adminHeaders;

/** The confirmation step: a page of its own, so it works without JavaScript. */
export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  const post = id === null ? null : await getPostById(id, { includeHidden: true });
  if (!post) throw data(null, { status: 404 });
  return { id: post.id, title: post.title, slug: post.slug };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireAdmin(context);
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  await refuseLargeBody(request, { maxBytes: BODY_LIMITS.smallForm });
  return deletePostFromForm(context, id);
}

export default function DeletePost({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting";
  return (
    <AdminPage title={<>Delete “{loaderData.title}”?</>}>
      <p className="max-w-2xl text-slate-800">
        The post and its address <code>/blog/{loaderData.slug}</code> (with any old addresses that redirect to it) are
        removed for good. This cannot be undone.
      </p>
      <Form method="post" className="mt-8 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={deleting}
          className="rounded-md bg-red-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70"
        >
          {deleting ? "Deleting..." : "Delete post"}
        </button>
        <Link to="/admin/blog" className="font-semibold text-brand-700 underline hover:text-brand-900">
          Cancel, keep the post
        </Link>
      </Form>
    </AdminPage>
  );
}
