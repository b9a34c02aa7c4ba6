import { data, Outlet, useParams } from "react-router";
import { BreadcrumbJsonLd } from "~/components/company/breadcrumb-json-ld";
import { useArrivalFocus } from "~/booking/arrival-focus";
import { DayList } from "~/booking/day-list";
import { DayPicker } from "~/booking/day-picker";
import { assessmentFrom } from "~/booking/fields";
import { ZoneNote } from "~/booking/local-time";
import { bookableDays } from "~/booking/page-data.server";
import { revalidateAfterLostTime } from "~/booking/revalidate";
import { site } from "~/content/site";
import { logger } from "~/lib/log.server";
import { seo } from "~/lib/seo";
import type { SitemapHandle } from "~/lib/sitemap";
import type { Route } from "./+types/book";

const log = logger("booking");

// Not a shared page (no `sharedPage`): its free times change with every booking, so each visitor
// gets them as they are now (decision 020).
export const handle: SitemapHandle = { sitemap: [{ path: "/book", changefreq: "daily", priority: 1 }] };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Book a 15-Minute Discovery Call",
    description: `Pick a time for a free 15-minute discovery call with ${site.brand}: see the open times, book in a minute, and get a calendar invite.`,
    path: "/book",
  });

/** A time lost to another visitor leaves its day's count: the days are read again. */
export const shouldRevalidate = revalidateAfterLostTime;

export async function loader({ request }: Route.LoaderArgs) {
  const assessment = assessmentFrom(new URL(request.url).searchParams.get("assessment"));
  try {
    const { days, callMinutes } = await bookableDays();
    return { state: "ok" as const, days, callMinutes, assessment };
  } catch (error) {
    log.error("could not load the booking days", { error: error as Error });
    return data({ state: "error" as const, assessment }, { status: 503 });
  }
}

export default function BookLayout({ loaderData }: Route.ComponentProps) {
  const { day } = useParams();
  const query = loaderData.assessment ? `?assessment=${loaderData.assessment}` : "";
  useArrivalFocus();
  return (
    <>
      <BreadcrumbJsonLd name="Book a Call" path="/book" />
      <section className="bg-brand-fade" aria-labelledby="page-title">
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Free, no obligation</p>
          <h1 id="page-title" className="mt-2 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            Book a 15-minute discovery call
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Tell us where your IT stands and where you want it to go; we will tell you honestly how we can help.{" "}
            <ZoneNote />
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-3 lg:px-8">
        <section aria-labelledby="days-heading" className="lg:col-span-1">
          <h2 id="days-heading" className="text-xl font-semibold text-brand-900">
            1. Pick a day
          </h2>
          <div className="mt-4">
            {loaderData.state === "ok" ? (
              <DayPicker
                days={loaderData.days}
                selected={day}
                hrefFor={(option) => `/book/${option}${query}`}
                next="times-heading"
                list={<DayList days={loaderData.days} selected={day} query={query} />}
              />
            ) : (
              <p role="alert" className="rounded-lg border border-red-800 bg-red-50 p-4 text-red-900">
                We could not load the open times just now. Please reload the page in a moment, or call us at{" "}
                <a className="underline" href={`tel:${site.phone.tel}`}>
                  {site.phone.display}
                </a>
                .
              </p>
            )}
          </div>
        </section>
        <div className="lg:col-span-2">
          <Outlet />
        </div>
      </div>
    </>
  );
}
