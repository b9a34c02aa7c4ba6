import { Link, useLocation } from "react-router";
import { contactConstraint } from "~/contact/constraint.server";
import { ContactForm } from "~/contact/contact-form";
import { submitContactRequest } from "~/contact/submit.server";
import { formatAddress, site } from "~/content/site";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/contact", priority: 0.9 }],
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Contact Us",
    description: `Book a 15-minute discovery call or ask for a free IT audit. ${site.brand} responds within 2 hours, Mon-Fri 8AM-6PM EST.`,
  });

export function loader() {
  return { constraint: contactConstraint() };
}

// The action's own headers (Retry-After on 429) reach the document response.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return submitContactRequest(request, context);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:px-8">
      <section className="lg:col-span-2" aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-4xl font-bold tracking-tight text-brand-900">
          Get Started Today
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Tell us what you need, or{" "}
          <Link to="/book" className="font-semibold text-brand-700 underline">
            book a 15-minute discovery call
          </Link>
          . {site.responsePromise} during business hours.
        </p>
        <dl className="mt-8 space-y-5 text-slate-800">
          <div>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a className="text-brand-700 underline" href={`tel:${site.phone.tel}`}>
                {site.phone.display}
              </a>{" "}
              ({site.hours})
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Email</dt>
            <dd>
              <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Office</dt>
            <dd>
              {formatAddress()} ({site.visits.toLowerCase()})
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Emergency support ({site.emergencySupport})</dt>
            <dd>
              <a className="text-brand-700 underline" href={`tel:${site.emergencyHotline.tel}`}>
                {site.emergencyHotline.display}
              </a>
            </dd>
          </div>
        </dl>
      </section>
      <section className="rounded-xl border border-slate-200 p-6 shadow-sm lg:col-span-3" aria-label="Contact form">
        {/* A new location (the redirect after a stored request) remounts the form, clearing it. */}
        <ContactForm
          key={location.key}
          id="contact-page-form"
          page="/contact"
          lastResult={actionData?.result}
          formToken={actionData?.formToken}
          messageRows={4}
          constraint={loaderData.constraint}
        />
      </section>
    </div>
  );
}
