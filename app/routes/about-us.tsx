import { BreadcrumbJsonLd } from "~/components/company/breadcrumb-json-ld";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { ButtonLink } from "~/components/ui/button-link";
import { aboutPage } from "~/content/about";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/about-us", changefreq: "monthly", priority: 0.7 }],
};

export const meta: Route.MetaFunction = (args) => seo(args, aboutPage.meta);

export default function AboutUs() {
  const { hero, mission, pillars, facts, howWeWork, team, cta } = aboutPage;
  return (
    <>
      <BreadcrumbJsonLd name="About Us" path="/about-us" />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />

      <Section id="mission" title={mission.title}>
        <div className="mt-8 grid items-start gap-12 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-8 text-slate-700">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <img
            src="/images/company/about-atlanta.svg"
            width={480}
            height={320}
            alt=""
            className="h-auto w-full max-w-lg"
          />
        </div>
      </Section>

      <Section id="values" title={pillars.title} intro={pillars.intro} tone="tint">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {pillars.items.map((pillar) => (
            <li key={pillar.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{pillar.title}</h3>
              <p className="mt-3 text-slate-700">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="commitments" title={facts.title}>
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {facts.items.map((fact) => (
            <div key={fact.label} className="border-l-4 border-accent-400 pl-4">
              <dt className="font-semibold text-brand-900">{fact.label}</dt>
              <dd className="mt-2 text-slate-700">{fact.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="how-we-work" title={howWeWork.title} intro={howWeWork.intro} tone="tint">
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {howWeWork.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="team" title={team.title} intro={team.text}>
        <ButtonLink to={team.linkTo} variant="secondary" className="mt-8">
          {team.linkLabel}
        </ButtonLink>
      </Section>

      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
