import { BreadcrumbJsonLd } from "~/components/company/breadcrumb-json-ld";
import { TeamCard } from "~/components/company/team-card";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { leadership, teamPage } from "~/content/team";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/our-team";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/our-team", changefreq: "monthly", priority: 0.6 }],
};

export const meta: Route.MetaFunction = (args) => seo(args, teamPage.meta);

export default function OurTeam() {
  const { hero, leads, experts, cta } = teamPage;
  return (
    <>
      <BreadcrumbJsonLd name="Our Team" path="/our-team" />
      <PageHero icon="star" eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />

      <Section id="leadership" title={teamPage.leadership.title} intro={teamPage.leadership.intro}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {leadership.map((member) => (
            <TeamCard key={member.name} member={member} />
          ))}
        </ul>
      </Section>

      <Section id="team-leads" title={leads.title} tone="tint">
        <p className="mt-4 text-xl font-semibold text-brand-900">{leads.note}</p>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{leads.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {leads.areas.map((area) => (
            <li key={area.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{area.name}</h3>
              <p className="mt-2 text-slate-700">{area.focus}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="experts" title={experts.title}>
        <p className="mt-4 text-xl font-semibold text-brand-900">{experts.summary}</p>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{experts.text}</p>
      </Section>

      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
