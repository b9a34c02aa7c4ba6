import { redirect } from "react-router";
import { requireAdmin } from "~/auth/guard.server";
import type { Route } from "./+types/admin.index";

// /admin has no page of its own: it opens the lead desk, where new enquiries wait for an answer.
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return redirect("/admin/leads");
}

// Never rendered (the loader always redirects). With a component this stays a page route, so
// refusals render as pages (the 403 page, the login redirect) rather than as bare text.
export default function AdminIndex() {
  return null;
}
