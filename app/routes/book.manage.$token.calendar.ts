import { findByToken } from "~/booking/bookings.server";
import { manageUrl } from "~/booking/emails.server";
import { visitorIcs } from "~/booking/ics.server";
import { loadCallPlace } from "~/booking/meeting-link.server";
import type { Route } from "./+types/book.manage.$token.calendar";

/** The visitor's calendar file: the call, or its cancellation once cancelled. */
export async function loader({ params }: Route.LoaderArgs) {
  const booking = await findByToken(params.token);
  if (!booking) {
    return new Response("No booking has this link.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(visitorIcs(booking, await loadCallPlace(booking), manageUrl(params.token)), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="discovery-call.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
