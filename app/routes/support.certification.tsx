import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { certifications } from "~/content/certifications";
import { certificationPage as page } from "~/content/support/certification";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/support.certification";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/support/certification", priority: 0.6 }],
};

export const meta: Route.MetaFunction = (args) => seo(args, { title: page.title, description: page.description });

function BadgeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-10 w-10 flex-none text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path strokeLinejoin="round" d="M12 2.5 4.5 5.5v6c0 4.6 3.2 8.4 7.5 10 4.3-1.6 7.5-5.4 7.5-10v-6L12 2.5Z" />
      <path strokeLinecap="round" strokeLinejoin="round" d="m8.5 12 2.5 2.5 4.5-5" />
    </svg>
  );
}

export default function Certification() {
  return (
    <>
      <PageHero icon="badge" eyebrow={page.eyebrow} title={page.title} intro={page.intro} />

      <Section id="certifications" title={page.list.title} intro={page.list.intro}>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-labelledby="certifications-heading">
          {certifications.map((certification) => (
            <li
              key={certification.name}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <BadgeIcon />
              <div>
                <h3 className="text-lg font-semibold text-brand-900">{certification.name}</h3>
                <p className="mt-2 text-slate-700">{certification.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="what-it-means" title={page.meaning.title} tone="tint">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {page.meaning.points.map((point) => (
            <li key={point.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{point.title}</h3>
              <p className="mt-2 text-slate-700">{point.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* This button opens the contact modal (docs/product.md, section 3). */}
      <CtaBand title={page.cta.title} text={page.cta.text} action={page.cta.action} opensContactModal />
    </>
  );
}
