import { Section } from "~/components/site/section";
import { homeAbout } from "~/content/home";
import { CheckIcon, CompassIcon, PulseIcon, ShieldIcon } from "./icons";

const icons = [PulseIcon, ShieldIcon, CompassIcon];

/** The three values behind the service: the "about" band of the home page. */
export function AboutValues() {
  return (
    <Section id="about" title={homeAbout.title} intro={homeAbout.intro}>
      <ul className="mt-12 grid gap-8 lg:grid-cols-3">
        {homeAbout.values.map((value, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <li key={value.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon />
              </span>
              <h3 className="mt-6 text-xl font-semibold text-brand-900">{value.title}</h3>
              <p className="mt-3 leading-7 text-slate-700">{value.text}</p>
              <ul className="mt-6 space-y-3 text-slate-700">
                {value.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
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
