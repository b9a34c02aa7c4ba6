import {
  json,
  methodNotAllowed,
  notFound,
  readAccess,
  readPostInput,
  refuseUnlessWriter,
  serializePost,
  serviceFailure,
} from "~/blog/api.server";
import { getPostById } from "~/blog/post-queries.server";
import { updatePost } from "~/blog/post-writes.server";
import { parseId } from "~/lib/route-params";
import type { Route } from "./+types/api.posts.$id";

// GET /api/posts/{id}: one post; hidden ones only with the bearer token.
export async function loader({ request, params }: Route.LoaderArgs) {
  const access = readAccess(request);
  if (access instanceof Response) return access;
  const id = parseId(params.id);
  if (id === null) return notFound();
  try {
    const post = await getPostById(id, access);
    return post ? json(serializePost(post)) : notFound();
  } catch (error) {
    return serviceFailure(error, "GET /api/posts/:id");
  }
}

// PUT /api/posts/{id}: replace a post's fields (bearer token required).
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(request, ["GET", "HEAD", "PUT"]);
  const refused = refuseUnlessWriter(request);
  if (refused) return refused;
  const id = parseId(params.id);
  if (id === null) return notFound();
  const input = await readPostInput(request);
  if (input instanceof Response) return input;
  try {
    return json(serializePost(await updatePost(id, input)));
  } catch (error) {
    return serviceFailure(error, "PUT /api/posts/:id");
  }
}
