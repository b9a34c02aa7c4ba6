import { BreadcrumbJsonLd } from "~/components/company/breadcrumb-json-ld";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { formatNewsDate, newsItems, newsPage } from "~/content/news";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/news-and-events";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/news-and-events", lastmod: newsItems[0]?.date, changefreq: "monthly", priority: 0.5 }],
};

export const meta: Route.MetaFunction = (args) => seo(args, newsPage.meta);

export default function NewsAndEvents() {
  const { hero, news, events, cta } = newsPage;
  return (
    <>
      <BreadcrumbJsonLd name="News & Events" path="/news-and-events" />
      <PageHero icon="pulse" eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />

      <Section id="news" title={news.title}>
        <ul className="mt-10 space-y-6">
          {newsItems.map((item) => (
            <li key={item.date}>
              <article className="max-w-4xl rounded-xl border border-slate-200 p-6 shadow-sm">
                <time dateTime={item.date} className="text-sm font-semibold text-brand-700">
                  {formatNewsDate(item.date)}
                </time>
                <h3 className="mt-2 text-xl font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-3 leading-7 text-slate-700">{item.details}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="events" title={events.title} tone="tint">
        <p className="mt-6 text-2xl font-semibold text-brand-900">{events.status}</p>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{events.text}</p>
      </Section>

      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
