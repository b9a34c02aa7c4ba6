import type { HomePage } from "~/content/home-page.server";
import { Icon } from "~/components/ui/icon";

/** A compact band of the six certifications and alignments the home page shows. */
export function CertificationsBand({ content }: { content: HomePage["certifications"] }) {
  return (
    <section aria-labelledby="certifications-heading" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="certifications-heading" className="text-2xl font-bold tracking-tight text-brand-900">
          {content.title}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{content.intro}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.items.map((certification) => (
            <li key={certification.name} className="flex gap-3 rounded-xl border border-slate-200 p-4">
              <Icon name="badge" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-brand-900">{certification.name}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-700">{certification.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
