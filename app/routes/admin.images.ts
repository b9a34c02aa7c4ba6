import { requireAdmin } from "~/auth/guard.server";
import { uploadImageAction } from "~/images/upload-route.server";
import type { Route } from "./+types/admin.images";

// The editor's image uploads (POST only; the form without JavaScript sends its file with the post).
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return new Response("Send an image with POST.\n", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  return uploadImageAction(request);
}
