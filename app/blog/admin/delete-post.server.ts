import type { RouterContextProvider } from "react-router";
import { logger } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.server";
import { PostNotFoundError } from "../post-errors";
import { deletePost } from "../post-writes.server";
import { defaultMessages, editorToasts } from "./messages";

const log = logger("admin-blog");

/** The confirmed delete: back to the list with a toast either way (a failure changes nothing). */
export async function deletePostFromForm(context: Readonly<RouterContextProvider>, id: number): Promise<Response> {
  try {
    const post = await deletePost(id);
    log.info("post deleted", { id: post.id, slug: post.slug });
    return redirectWithToast(
      context,
      "/admin/blog",
      { title: editorToasts.deleted, description: `“${post.title}” was deleted.` },
      { status: 303 },
    );
  } catch (error) {
    let description: string = defaultMessages.gone;
    if (!(error instanceof PostNotFoundError)) {
      description = isDatabaseUnavailable(error) ? defaultMessages.databaseDown : "The post could not be deleted.";
      log.error("deleting a post failed", { id, error: error as Error });
    }
    return redirectWithToast(
      context,
      "/admin/blog",
      { title: editorToasts.failed, description, variant: "destructive" },
      { status: 303 },
    );
  }
}
