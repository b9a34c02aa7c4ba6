import { Section } from "~/components/site/section";
import type { HomePage } from "~/content/home-page.server";
import { Icon } from "~/components/ui/icon";

const icons = ["pulse", "shield", "compass"] as const;

/** The three values behind the service: the "about" band of the home page. */
export function AboutValues({ content }: { content: HomePage["about"] }) {
  return (
    <Section id="about" title={content.title} intro={content.intro}>
      <ul className="mt-12 grid gap-8 lg:grid-cols-3">
        {content.values.map((value, index) => {
          return (
            <li key={value.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={icons[index % icons.length]!} className="h-6 w-6" />
              </span>
              <h3 className="mt-6 text-xl font-semibold text-brand-900">{value.title}</h3>
              <p className="mt-3 leading-7 text-slate-700">{value.text}</p>
              <ul className="mt-6 space-y-3 text-slate-700">
                {value.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
