import { data } from "react-router";
import { NotFoundPage } from "~/components/site/error-pages";
import { requireAdmin } from "~/auth/guard.server";
import type { Route } from "./+types/admin.not-found";

// Any /admin path no page claims: still behind the admin gate (anonymous visitors learn nothing
// about which admin pages exist), then a 404 inside the admin layout.
export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return <NotFoundPage />;
}
