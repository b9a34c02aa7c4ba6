import { BreadcrumbJsonLd } from "~/components/company/breadcrumb-json-ld";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { careersMailto, careersPage } from "~/content/careers";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/careers";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/careers", changefreq: "monthly", priority: 0.5 }],
};

export const meta: Route.MetaFunction = (args) => seo(args, careersPage.meta);

export default function Careers() {
  const { hero, culture, benefits, openRoles, cta } = careersPage;
  return (
    <>
      <BreadcrumbJsonLd name="Careers" path="/careers" />
      <PageHero icon="star" eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />

      <Section id="culture" title={culture.title}>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {culture.items.map((item) => (
            <li key={item.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" title={benefits.title} tone="tint">
        <ul className="mt-8 grid gap-x-10 gap-y-4 md:grid-cols-2">
          {benefits.items.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-slate-800">
              <svg viewBox="0 0 20 20" className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" focusable="false">
                <circle cx="10" cy="10" r="10" fill="#173f72" />
                <path
                  d="M5.5 10.5l3 3 6-6.5"
                  fill="none"
                  stroke="#ffffff"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="open-roles" title={openRoles.title}>
        <p className="mt-6 text-xl font-semibold text-brand-900">{openRoles.status}</p>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{openRoles.text}</p>
        <div className="mt-10 max-w-3xl rounded-xl border border-slate-200 bg-brand-50 p-6">
          <h3 className="text-lg font-semibold text-brand-900">{openRoles.cvTitle}</h3>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-slate-700">
            {openRoles.cvSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <a
            href={careersMailto()}
            className="mt-6 inline-block rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {openRoles.cvLinkLabel}
          </a>
        </div>
      </Section>

      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
