import { Section } from "~/components/site/section";
import type { HomePage } from "~/content/home-page.server";
import { PartnerLogo } from "./partner-logo";

/**
 * Technology partnerships (#technologies): four groups of vendors, each a tile of the same size
 * with its logo over its name, or its name alone, set as a wordmark, where there is no logo. A
 * group of three lets its last tile take the whole row rather than leave a hole.
 */
export function TechnologyPartners({ content }: { content: HomePage["technologies"] }) {
  return (
    <Section id="technologies" title={content.title} intro={content.intro}>
      <div className="mt-12 grid gap-8 md:grid-cols-2">
        {content.groups.map((group) => {
          const headingId = `partners-${group.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
          return (
            <div key={group.name} className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
              <h3 id={headingId} className="text-xl font-semibold text-brand-900">
                {group.name}
              </h3>
              <p className="mt-2 leading-7 text-slate-700">{group.summary}</p>
              <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4" aria-labelledby={headingId}>
                {group.partners.map((partner) => (
                  <li
                    key={partner.name}
                    className="flex h-28 flex-col items-center justify-center gap-2 rounded-xl bg-white px-3 text-center ring-1 ring-slate-200 last:odd:col-span-2"
                  >
                    {partner.logo ? (
                      <>
                        <PartnerLogo partner={partner} logo={partner.logo} />
                        <span className="text-sm font-semibold text-slate-800">{partner.name}</span>
                      </>
                    ) : (
                      <span className="text-lg leading-tight font-bold tracking-tight text-brand-900">
                        {partner.name}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
