import { requireAdmin } from "~/auth/guard.server";
import { leadEventStream } from "~/leads/live-stream.server";
import type { Route } from "./+types/admin.leads.events";

/**
 * GET /admin/leads/events: the live lead desk's server-sent events (app/leads/live-events.tsx
 * listens). Behind the /admin gate like every staff page; a resource route, so nothing renders.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  return leadEventStream(request);
}
