import { Link } from "react-router";
import { Section } from "~/components/site/section";
import type { HomePage } from "~/content/home-page.server";
import { services } from "~/content/services";
import { illustrationSize } from "~/content/services/types";
import { Icon } from "~/components/ui/icon";

/** The six services (#services), each card a link to its page, with the illustration /services shows. */
export function ServicesGrid({ content }: { content: HomePage["services"] }) {
  return (
    <Section id="services" title={content.title} intro={content.intro} tone="tint">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li
            key={service.slug}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md focus-within:ring-2 focus-within:ring-brand-700"
          >
            <img
              src={`/images/services/${service.slug}.svg`}
              width={illustrationSize.width}
              height={illustrationSize.height}
              alt=""
              loading="lazy"
              decoding="async"
              className="aspect-video w-full bg-brand-50 object-contain"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-lg font-semibold text-brand-900">
                {/* The whole card is clickable through the link's ::after; the link text stays the service name. */}
                <Link
                  to={`/services/${service.slug}`}
                  className="rounded after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:underline"
                >
                  {service.name}
                </Link>
              </h3>
              <p className="mt-3 flex-1 leading-7 text-slate-700">{service.summary}</p>
              <span
                className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
                aria-hidden="true"
              >
                Learn more <Icon name="arrow" className="h-4 w-4" />
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <Link
          to="/services"
          className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          View all services <Icon name="arrow" className="h-4 w-4" />
        </Link>
      </p>
    </Section>
  );
}
