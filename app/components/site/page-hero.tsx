import { ButtonLink, type ButtonLinkVariant } from "~/components/ui/button-link";
import { Icon, type IconName } from "~/components/ui/icon";
import { site } from "~/content/site";

export type HeroAction = { label: string; to: string; variant?: ButtonLinkVariant };

/**
 * The hero's right half on a wide screen: the same few facts on every inner page, so a visitor who
 * lands deep in the site sees at once who answers and how fast. Each page picks the mark on top.
 * Below lg the hero is one column and this would only push the page's own content down.
 */
function AtAGlance({ icon }: { icon: IconName }) {
  // Text only, no links: the panel is for wide screens, and the hero's links are its actions.
  const facts: [IconName, string][] = [
    ["check", `${site.responsePromise} during business hours (${site.hours})`],
    ["pulse", `Emergency support ${site.emergencySupport}: ${site.emergencyHotline.display}`],
    ["compass", `Based in ${site.address.city}, ${site.address.region}; on-site visits ${site.visits.toLowerCase()}`],
  ];
  return (
    <div className="hidden rounded-2xl bg-brand-900 p-8 text-slate-200 shadow-xl lg:col-span-5 lg:block">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent-400 text-brand-950">
        <Icon name={icon} className="h-6 w-6" />
      </span>
      <p className="mt-5 text-lg font-semibold text-white">{site.shortBrand} at a glance</p>
      <ul className="mt-5 space-y-4 leading-7">
        {facts.map(([mark, text]) => (
          <li key={mark} className="flex gap-3">
            <Icon name={mark} className="mt-1 h-5 w-5 shrink-0 text-accent-300" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The top of an inner page: its one h1, a short introduction and up to two calls to action, with
 * the at-a-glance facts beside them on a wide screen.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions = [],
  icon = "compass",
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: string;
  actions?: HeroAction[];
  /** The mark on top of the facts panel. */
  icon?: IconName;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-brand-fade" aria-labelledby="page-title">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:grid lg:grid-cols-12 lg:items-center lg:gap-12 lg:px-8">
        <div className="lg:col-span-7">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
          <h1 id="page-title" className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">{intro}</p>
          {actions.length > 0 ? (
            <div className="mt-10 flex flex-wrap gap-4">
              {actions.map((action, index) => (
                <ButtonLink
                  key={action.label}
                  to={action.to}
                  variant={action.variant ?? (index === 0 ? "primary" : "secondary")}
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
          {children}
        </div>
        <AtAGlance icon={icon} />
      </div>
    </section>
  );
}
