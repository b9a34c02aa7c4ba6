import { Section } from "~/components/site/section";
import type { HomePage } from "~/content/home-page.server";
import { PartnerLogo } from "./partner-logo";

/** Technology partnerships (#technologies): four groups of vendors, each with its logo and name. */
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
              <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-labelledby={headingId}>
                {group.partners.map((partner) => (
                  <li key={partner.name} className="flex items-center gap-4">
                    <PartnerLogo partner={partner} />
                    <span className="font-semibold text-slate-800">{partner.name}</span>
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
