import { CtaBand } from "~/components/site/cta-band";
import { PageHero } from "~/components/site/page-hero";
import { Section } from "~/components/site/section";
import { courses, deliveryOptions, trainingPage as page } from "~/content/support/training";
import type { SitemapHandle } from "~/lib/sitemap";
import { sharedPage, type PageCacheHandle } from "~/lib/page-cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/support.training";

export const handle: SitemapHandle & PageCacheHandle = {
  ...sharedPage,
  sitemap: [{ path: "/support/training", priority: 0.6 }],
};

export const meta: Route.MetaFunction = (args) => seo(args, { title: page.title, description: page.description });

export default function Training() {
  const { labels } = page.courses;
  return (
    <>
      <PageHero icon="check" eyebrow={page.eyebrow} title={page.title} intro={page.intro} />

      <Section id="courses" title={page.courses.title} intro={page.courses.intro}>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3" aria-labelledby="courses-heading">
          {courses.map((course) => (
            <li
              key={course.id}
              id={course.id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-xl font-semibold text-brand-900">{course.name}</h3>
              <p className="mt-2 text-slate-700">{course.summary}</p>
              <dl className="mt-6 space-y-4 text-slate-700">
                <div>
                  <dt className="font-semibold text-slate-900">{labels.audience}</dt>
                  <dd className="mt-1">{course.audience}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-900">{labels.length}</dt>
                  <dd className="mt-1">{course.length}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-900">{labels.outcomes}</dt>
                  <dd className="mt-2">
                    <ul className="list-disc space-y-2 pl-5 marker:text-brand-700">
                      {course.outcomes.map((outcome) => (
                        <li key={outcome}>{outcome}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="delivery" title={page.delivery.title} intro={page.delivery.intro} tone="tint">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {deliveryOptions.map((option) => (
            <li key={option.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{option.title}</h3>
              <p className="mt-2 text-slate-700">{option.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" title={page.process.title}>
        <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {page.process.steps.map((step, index) => (
            <li key={step} className="flex gap-4 text-slate-700">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 flex-none items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </Section>

      {/* This button opens the contact modal (docs/product.md, section 3). */}
      <CtaBand title={page.cta.title} text={page.cta.text} action={page.cta.action} opensContactModal />
    </>
  );
}
