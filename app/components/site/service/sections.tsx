import { Section } from "~/components/site/section";
import { clientLogoSrc, type ServicePageContent, type SuccessStory } from "~/content/services/types";

/** What the service includes: its four cards. */
export function Offerings({ offerings }: Pick<ServicePageContent, "offerings">) {
  return (
    <Section id="whats-included" title={offerings.title} intro={offerings.intro}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {offerings.cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-brand-900">{card.title}</h3>
            <p className="mt-2 leading-7 text-slate-700">{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Why choose us for it: the ticked list beside its illustration. */
export function Advantages({ advantages }: Pick<ServicePageContent, "advantages">) {
  return (
    <Section id="advantages" title={advantages.title} intro={advantages.intro} tone="tint">
      <div className="mt-10 grid items-center gap-12 lg:grid-cols-2">
        <ul className="space-y-6">
          {advantages.items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <CheckIcon />
              <p className="text-slate-700">
                <strong className="block font-semibold text-brand-900">{item.title}</strong>
                {item.text}
              </p>
            </li>
          ))}
        </ul>
        <img
          src={advantages.image.src}
          width={advantages.image.width}
          height={advantages.image.height}
          alt={advantages.image.alt}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl bg-white shadow-sm ring-1 ring-brand-100"
        />
      </div>
    </Section>
  );
}

/** Clients' stories: challenge, solution and result, each under its headline number. */
export function SuccessStories({ stories }: Pick<ServicePageContent, "stories">) {
  return (
    <Section id="success-stories" title={stories.title} intro={stories.intro}>
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        {stories.items.map((story) => (
          <StoryCard key={story.clientSlug} story={story} />
        ))}
      </div>
    </Section>
  );
}

function StoryCard({ story }: { story: SuccessStory }) {
  const headingId = `story-${story.clientSlug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-4">
        <img
          src={clientLogoSrc(story.clientSlug)}
          width={64}
          height={64}
          alt={`${story.company} logo`}
          loading="lazy"
          decoding="async"
          className="h-16 w-16 shrink-0"
        />
        <div>
          <h3 id={headingId} className="text-xl font-semibold text-brand-900">
            {story.company}
          </h3>
          <p className="text-sm text-slate-700">{story.profile}</p>
        </div>
      </div>
      <p className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
        <Figure value={story.highlight.value} /> <span className="text-slate-700">{story.highlight.label}</span>
      </p>
      <dl className="mt-6 space-y-4 leading-7">
        {(
          [
            ["Challenge", story.challenge],
            ["Solution", story.solution],
            ["Result", story.result],
          ] as const
        ).map(([term, text]) => (
          <div key={term}>
            <dt className="font-semibold text-brand-900">{term}</dt>
            <dd className="mt-1 text-slate-700">{text}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** A headline number; "19 → 6 days" reads as "19 to 6 days" to a screen reader. */
function Figure({ value }: { value: string }) {
  const [from, to] = value.split(" → ");
  return (
    <strong className="text-2xl font-bold">
      {to === undefined ? (
        value
      ) : (
        <>
          {from} <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {to}
        </>
      )}
    </strong>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d="m7 12.5 3.2 3.2L17 9"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
