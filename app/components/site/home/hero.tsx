import { ButtonLink } from "~/components/ui/button-link";
import { ContactModalButtonLink } from "~/contact/modal-trigger";
import type { HomePage } from "~/content/home-page.server";
import { Icon } from "~/components/ui/icon";

/** The top of the home page (#home): the page's one h1, the promise and the two first steps. */
export function HomeHero({ content }: { content: HomePage["hero"] }) {
  return (
    <section id="home" aria-labelledby="home-heading" className="bg-brand-fade">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-12 lg:items-center lg:px-8">
        <div className="lg:col-span-7">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{content.eyebrow}</p>
          <h1 id="home-heading" className="mt-3 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            {content.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">{content.promise}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            {/* The call is booked on /book and the free IT audit is a page of its own; a step that is a
                conversation opens the contact modal (a link to /contact without JavaScript). */}
            {content.actions.map((action, index) =>
              action.to === "/contact" ? (
                <ContactModalButtonLink key={action.label} variant={index === 0 ? "primary" : "secondary"}>
                  {action.label}
                </ContactModalButtonLink>
              ) : (
                <ButtonLink key={action.label} to={action.to} variant={index === 0 ? "primary" : "secondary"}>
                  {action.label}
                </ButtonLink>
              ),
            )}
          </div>
          <ul
            className="mt-10 flex flex-col gap-3 text-slate-800 sm:flex-row sm:flex-wrap sm:gap-x-8"
            aria-label="Why you can count on us"
          >
            {content.trustSignals.map((signal) => (
              <li key={signal} className="flex items-center gap-2 font-medium">
                <Icon name="check" className="h-5 w-5 shrink-0 text-emerald-700" />
                {signal}
              </li>
            ))}
          </ul>
        </div>

        <div className="rounded-2xl bg-brand-900 p-8 text-slate-200 shadow-xl lg:col-span-5">
          <h2 id="discovery-call-heading" className="text-xl font-semibold text-white">
            {content.discoveryCall.title}
          </h2>
          <ol className="mt-6 space-y-5">
            {content.discoveryCall.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-950"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <span className="leading-7">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
