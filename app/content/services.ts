/**
 * The six services: the short list the header, footer, home page and /services use. Each service
 * also has a full page, written in `app/content/services/<slug>.ts`.
 */
export const serviceSlugs = [
  "managed-it-services",
  "cybersecurity",
  "cloud-solutions",
  "network-infrastructure",
  "digital-transformation",
  "data-analytics",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export type ServiceSummary = {
  slug: ServiceSlug;
  name: string;
  summary: string;
};

/** The six services, in the order the site lists them. */
export const services: readonly ServiceSummary[] = [
  {
    slug: "managed-it-services",
    name: "Managed IT Services",
    summary: "Around-the-clock monitoring, patching and a help desk that answers, for a flat monthly fee.",
  },
  {
    slug: "cybersecurity",
    name: "Cybersecurity",
    summary: "Layered protection, staff training and incident response built around how you actually work.",
  },
  {
    slug: "cloud-solutions",
    name: "Cloud Solutions",
    summary: "Microsoft 365, Google Workspace and Azure set up, secured and migrated without downtime.",
  },
  {
    slug: "network-infrastructure",
    name: "Network Infrastructure",
    summary: "Reliable Wi-Fi, switching and firewalls designed for classrooms, offices and everything between.",
  },
  {
    slug: "digital-transformation",
    name: "Digital Transformation",
    summary: "Replace paper and spreadsheets with workflows your team will actually use.",
  },
  {
    slug: "data-analytics",
    name: "Data & Analytics",
    summary: "Dashboards and reporting that turn the data you already have into decisions.",
  },
];

/** The page of a service. */
export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

/** The service with this slug, or undefined for any other string (an unknown URL, say). */
export function findService(slug: string | undefined): ServiceSummary | undefined {
  return services.find((service) => service.slug === slug);
}
