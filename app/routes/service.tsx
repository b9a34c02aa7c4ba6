import { data, useRouteLoaderData } from "react-router";
import { CtaBand } from "~/components/site/cta-band";
import { breadcrumbs, JsonLd } from "~/components/site/json-ld";
import { PageHero } from "~/components/site/page-hero";
import { Advantages, Offerings, SuccessStories } from "~/components/site/service/sections";
import { findServicePage } from "~/content/service-pages.server";
import { servicePath, services } from "~/content/services";
import { site } from "~/content/site";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/service";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: () => services.map((service) => ({ path: servicePath(service.slug), changefreq: "monthly", priority: 0.8 })),
};

export function loader({ params }: Route.LoaderArgs) {
  const service = findServicePage(params.slug);
  // The root ErrorBoundary shows the site's 404 page for this.
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, { title: args.loaderData.service.name, description: args.loaderData.service.description })
    : [];

export default function ServicePage({ loaderData: { service } }: Route.ComponentProps) {
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.siteUrl ?? "";
  const { hero, offerings, advantages, stories, cta } = service;
  return (
    <>
      <JsonLd
        data={breadcrumbs(siteUrl, [
          { name: "Services", path: "/services" },
          { name: service.name, path: servicePath(service.slug) },
        ])}
      />
      <PageHero icon="shield" eyebrow={service.name} title={hero.title} intro={hero.intro} actions={hero.actions} />

      <Offerings offerings={offerings} />
      <Advantages advantages={advantages} />
      <SuccessStories stories={stories} />

      <CtaBand
        title={cta.title}
        text={cta.text}
        action={cta.action}
        secondary={{ label: `Or call ${site.phone.display}`, href: `tel:${site.phone.tel}` }}
      />
    </>
  );
}
