import { answeredOnDay, printPageCss } from "~/assessment/print-page";
import { getEnv } from "~/lib/env.server";
import type { Route } from "./+types/free-it-audit-print.css";

// The audit result's printed page box (running header, footer, page numbers), from the site's facts.
export function loader({ request }: Route.LoaderArgs) {
  const answeredOn = answeredOnDay(new URL(request.url).searchParams.get("answered"));
  return new Response(printPageCss({ siteUrl: getEnv().SITE_URL, answeredOn }), {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
