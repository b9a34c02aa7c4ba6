import { feedBookings, feedTokenIsCurrent } from "~/booking/feed.server";
import { staffFeedIcs } from "~/booking/ics.server";
import { parseUuid } from "~/lib/route-params";
import type { Route } from "./+types/book.feed.$token";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * The staff's calendar subscription. Calendar apps cannot sign in, so the secret in the address is
 * the key (decision 020); a wrong, replaced or revoked one gets the same plain 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const token = params.token.replace(/\.ics$/, "");
  if (!(await feedTokenIsCurrent(token))) {
    return new Response("No calendar here.\n", {
      status: 404,
      headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // `?host=<id>` narrows it to one host's calls; anything else there is ignored, not refused.
  const host = parseUuid(new URL(request.url).searchParams.get("host") ?? "") ?? undefined;
  return new Response(staffFeedIcs(await feedBookings(host)), {
    headers: { ...PRIVATE, "Content-Type": "text/calendar; charset=utf-8" },
  });
}
