import { ButtonLink, type ButtonLinkVariant } from "~/components/ui/button-link";

export type HeroAction = { label: string; to: string; variant?: ButtonLinkVariant };

/** The top of an inner page: its one h1, a short introduction and up to two calls to action. */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions = [],
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: string;
  actions?: HeroAction[];
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-brand-fade" aria-labelledby="page-title">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
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
    </section>
  );
}
