import { formatAddress, site } from "./site";

/** The copy of /news-and-events. */

export type NewsItem = {
  /** ISO date (YYYY-MM-DD), shown in a <time datetime> element. */
  date: string;
  title: string;
  details: string;
};

/** Newest first. */
export const newsItems: readonly NewsItem[] = [
  {
    date: "2026-10-20",
    title: "Free ransomware tabletop exercise for 14 metro Atlanta schools",
    details:
      "During Cybersecurity Awareness Month we walked principals, office managers and technology coordinators from 14 public and charter schools through a simulated ransomware attack on a school morning. Every school left with a one-page response checklist and a list of the three backups it should test first.",
  },
  {
    date: "2026-06-16",
    title: "Our Midtown office opens for client meetings and device drop-off",
    details: `Clients can now meet our engineers and drop off or collect laptops at ${formatAddress()}. Visits are ${site.visits.toLowerCase()}, so the engineer who knows your setup is there when you arrive.`,
  },
  {
    date: "2025-11-12",
    title: "Free phishing simulations for Atlanta nonprofits",
    details:
      "Twenty-two local nonprofits signed up for our free phishing simulation program in the fall of 2025. Across 1,300 staff and volunteers, the share who clicked a simulated phishing link fell from 27% to 9% after three rounds of short training.",
  },
];

export const newsPage = {
  meta: {
    title: "News & Events",
    description:
      "News from our Atlanta IT team: a free ransomware exercise for 14 schools, phishing simulations for nonprofits, our Midtown office, and upcoming events.",
  },
  hero: {
    eyebrow: "News & events",
    title: "News and events",
    intro: `What ${site.brand} has been working on for the schools, nonprofits and small businesses of metro Atlanta.`,
  },
  news: { title: "Latest news" },
  events: {
    title: "Upcoming events",
    status: "Events Calendar Coming Soon",
    text: "We run free workshops on phishing awareness, Microsoft 365 and E-Rate planning a few times a year. If you would like an invitation to the next one, let us know.",
  },
  cta: {
    title: "Want a workshop for your own staff?",
    text: "We run security awareness and Microsoft 365 sessions on site or online for schools, nonprofits and small teams.",
    action: { label: "Request a workshop", to: "/contact" },
  },
} as const;

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-06-16" -> "June 16, 2026", the same on the server and in every browser time zone. */
export function formatNewsDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
