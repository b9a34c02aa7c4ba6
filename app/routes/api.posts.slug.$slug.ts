import { json, methodNotAllowed, notFound, readAccess, serializePost, serviceFailure } from "~/blog/api.server";
import { getPostBySlug } from "~/blog/post-queries.server";
import type { Route } from "./+types/api.posts.slug.$slug";

// GET /api/posts/slug/{slug}: one post by its slug; hidden ones only with the bearer token.
export async function loader({ request, params }: Route.LoaderArgs) {
  const access = readAccess(request);
  if (access instanceof Response) return access;
  try {
    const post = await getPostBySlug(params.slug, access);
    return post ? json(serializePost(post)) : notFound();
  } catch (error) {
    return serviceFailure(error, "GET /api/posts/slug/:slug");
  }
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET", "HEAD"]);
}
