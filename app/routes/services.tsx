import { Link, useRouteLoaderData } from "react-router";
import { CtaBand } from "~/components/site/cta-band";
import { breadcrumbs, JsonLd } from "~/components/site/json-ld";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { servicePath, services } from "~/content/services";
import { servicesIndex as copy } from "~/content/services-index";
import { illustrationSize } from "~/content/services/types";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/services";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/services", changefreq: "monthly", priority: 0.9 }],
};

export const meta: Route.MetaFunction = (args) => seo(args, { title: copy.title, description: copy.description });

export default function Services() {
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.siteUrl ?? "";
  return (
    <>
      <JsonLd data={breadcrumbs(siteUrl, [{ name: "Services", path: "/services" }])} />
      <PageHero
        icon="shield"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        actions={copy.hero.actions}
      />

      <Section id="service-list" title={copy.list.title} intro={copy.list.intro}>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.slug}
              className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
            >
              <img
                src={`/images/services/${service.slug}.svg`}
                width={illustrationSize.width}
                height={illustrationSize.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-auto w-full bg-brand-50"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold text-brand-900">
                  {/* The link covers the whole card (after:inset-0), so the card is one target. */}
                  <Link
                    to={servicePath(service.slug)}
                    className="rounded after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {service.name}
                  </Link>
                </h3>
                <p className="mt-3 text-slate-700">{service.summary}</p>
                <p className="mt-auto pt-6 font-semibold text-brand-700" aria-hidden="true">
                  {copy.list.linkLabel} {service.name} →
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="who-we-serve" title={copy.audiences.title} intro={copy.audiences.intro} tone="tint">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {copy.audiences.items.map((audience) => (
            <li key={audience.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
              <h3 className="text-lg font-semibold text-brand-900">{audience.title}</h3>
              <p className="mt-2 text-slate-700">{audience.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={copy.cta.title} text={copy.cta.text} action={copy.cta.action} />
    </>
  );
}
