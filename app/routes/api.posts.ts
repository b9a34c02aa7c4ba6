import {
  json,
  methodNotAllowed,
  readAccess,
  readPostInput,
  refuseUnlessWriter,
  serializePost,
  serviceFailure,
} from "~/blog/api.server";
import { listAllPosts, listVisiblePostsFull } from "~/blog/post-queries.server";
import { createPost } from "~/blog/post-writes.server";
import type { Route } from "./+types/api.posts";

// GET /api/posts: the visible posts, newest first; with the bearer token, every post.
export async function loader({ request }: Route.LoaderArgs) {
  const access = readAccess(request);
  if (access instanceof Response) return access;
  try {
    const posts = access.includeHidden ? await listAllPosts() : await listVisiblePostsFull();
    return json(posts.map(serializePost));
  } catch (error) {
    return serviceFailure(error, "GET /api/posts");
  }
}

// POST /api/posts: create a post (bearer token required).
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["GET", "HEAD", "POST"]);
  const refused = refuseUnlessWriter(request);
  if (refused) return refused;
  const input = await readPostInput(request);
  if (input instanceof Response) return input;
  try {
    const post = await createPost(input);
    return json(serializePost(post), { status: 201, headers: { Location: `/api/posts/${post.id}` } });
  } catch (error) {
    return serviceFailure(error, "POST /api/posts");
  }
}
