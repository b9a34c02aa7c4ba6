import { Section } from "~/components/site/section";
import type { HomePage } from "~/content/home-page.server";
import type { Testimonial } from "~/content/testimonials";
import { Icon } from "~/components/ui/icon";

/** The stars are one image to assistive technology, named by the rating. */
function StarRating({ rating }: { rating: Testimonial["rating"] }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5 stars`} className="flex gap-1">
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" className={`h-5 w-5 ${index < rating ? "text-amber-500" : "text-slate-300"}`} />
      ))}
    </div>
  );
}

/** Three client quotes (#testimonials), each with its author and a 5-star display. */
export function Testimonials({ content }: { content: HomePage["testimonials"] }) {
  return (
    <Section id="testimonials" title={content.title} intro={content.intro} tone="tint">
      <ul className="mt-12 grid gap-8 lg:grid-cols-3">
        {content.items.map((testimonial) => (
          <li key={testimonial.author.name} className="flex">
            <figure className="flex flex-1 flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <StarRating rating={testimonial.rating} />
              <blockquote className="mt-6 flex-1 text-lg leading-8 text-slate-800">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-8 border-t border-slate-200 pt-6">
                <span className="block font-semibold text-brand-900">{testimonial.author.name}</span>
                <span className="block text-slate-700">
                  {testimonial.author.role}, {testimonial.author.organization}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
