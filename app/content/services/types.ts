import type { ServiceSlug } from "../services";

/** A link to another page of the site (every call to action here leads to /contact). */
export type PageAction = { label: string; to: string };

/** One thing the service includes: a card with a title and one or two sentences. */
type ServiceCard = { title: string; text: string };

/** One reason to choose us for this service. */
type ServiceAdvantage = { title: string; text: string };

/** A local image with its intrinsic size, so the browser reserves its space before it loads. */
export type Illustration = { src: string; width: number; height: number; alt: string };

/**
 * A client's story. The client is fictional; its logo is a small monogram at
 * `/images/clients/<clientSlug>.svg`, shown with the alt text "<company> logo".
 */
export type SuccessStory = {
  company: string;
  clientSlug: string;
  /** Who the client is, in a few words ("K-8 charter school, 65 staff"). */
  profile: string;
  challenge: string;
  solution: string;
  /** What changed, with at least one measured number. */
  result: string;
  /** The headline number of the result, shown large. */
  highlight: { value: string; label: string };
};

/** The full page of one service (its name and summary come from the list in ../services.ts). */
export type ServicePageContent = {
  slug: ServiceSlug;
  /** The meta description: 70-160 characters, unique across the site. */
  description: string;
  hero: { title: string; intro: string; actions: [PageAction, ...PageAction[]] };
  offerings: { title: string; intro: string; cards: [ServiceCard, ServiceCard, ServiceCard, ServiceCard] };
  advantages: {
    title: string;
    intro: string;
    items:
      | [ServiceAdvantage, ServiceAdvantage, ServiceAdvantage, ServiceAdvantage]
      | [ServiceAdvantage, ServiceAdvantage, ServiceAdvantage, ServiceAdvantage, ServiceAdvantage]
      | [ServiceAdvantage, ServiceAdvantage, ServiceAdvantage, ServiceAdvantage, ServiceAdvantage, ServiceAdvantage];
    image: Illustration;
  };
  stories: { title: string; intro: string; items: [SuccessStory, SuccessStory] };
  cta: { title: string; text: string; action: PageAction };
};

/** The size every service illustration is drawn at. */
export const illustrationSize = { width: 560, height: 420 } as const;

export function illustration(slug: ServiceSlug, alt: string): Illustration {
  return { src: `/images/services/${slug}.svg`, ...illustrationSize, alt };
}

export function clientLogoSrc(clientSlug: string): string {
  return `/images/clients/${clientSlug}.svg`;
}
