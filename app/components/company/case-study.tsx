import { ButtonLink } from "~/components/ui/button-link";
import type { CaseStudy } from "~/content/case-studies";

type Part = { key: "challenge" | "solution" | "result"; label: string };

/** One client story: challenge, solution and result, the result in numbers, and a next step. */
export function CaseStudyStory({
  story,
  parts,
  action,
  tone,
}: {
  story: CaseStudy;
  parts: readonly Part[];
  action: { label: string; to: string };
  tone: "white" | "tint";
}) {
  const headingId = `${story.slug}-heading`;
  return (
    <section id={story.slug} aria-labelledby={headingId} className={tone === "tint" ? "bg-brand-50" : "bg-white"}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex items-center gap-5">
          <img src={story.logo.src} width={story.logo.width} height={story.logo.height} alt="" className="shrink-0" />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{story.sector}</p>
            <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-900">
              {story.client}
            </h2>
          </div>
        </div>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{story.profile}</p>

        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          {parts.map((part) => (
            <div key={part.key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{part.label}</h3>
              <p className="mt-3 leading-7 text-slate-700">{story[part.key]}</p>
            </div>
          ))}
        </div>

        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {story.metrics.map((metric) => (
            <li key={metric.label} className="rounded-xl bg-brand-900 p-5">
              <span className="block text-3xl font-bold text-white">{metric.value}</span>
              <span className="mt-1 block text-slate-200">{metric.label}</span>
            </li>
          ))}
        </ul>

        <ButtonLink to={action.to} className="mt-10">
          {action.label}
        </ButtonLink>
      </div>
    </section>
  );
}
