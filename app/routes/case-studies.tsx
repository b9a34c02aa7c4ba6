import { BreadcrumbJsonLd } from "~/components/company/breadcrumb-json-ld";
import { CaseStudyStory } from "~/components/company/case-study";
import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { caseStudies, caseStudiesPage } from "~/content/case-studies";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/case-studies";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/case-studies", changefreq: "monthly", priority: 0.7 }],
};

export const meta: Route.MetaFunction = (args) => seo(args, caseStudiesPage.meta);

export default function CaseStudies() {
  const { hero, parts, storyAction, cta } = caseStudiesPage;
  return (
    <>
      <BreadcrumbJsonLd name="Case Studies" path="/case-studies" />
      <PageHero icon="badge" eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      {caseStudies.map((story, index) => (
        <CaseStudyStory
          key={story.slug}
          story={story}
          parts={parts}
          action={storyAction}
          tone={index % 2 === 0 ? "white" : "tint"}
        />
      ))}
      <CtaBand title={cta.title} text={cta.text} action={cta.action} />
    </>
  );
}
