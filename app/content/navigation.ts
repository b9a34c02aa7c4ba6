import { services } from "./services";

export type NavLink = { label: string; to: string };

/** Header links: sections of the home page. */
export const headerLinks: readonly NavLink[] = [
  { label: "Home", to: "/#home" },
  { label: "Services", to: "/#services" },
  { label: "Testimonials", to: "/#testimonials" },
  { label: "Contact", to: "/#contact" },
];

export const footerColumns: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: "Services",
    links: services.map((service) => ({ label: service.name, to: `/services/${service.slug}` })),
  },
  {
    heading: "Company",
    links: [
      { label: "About Us", to: "/about-us" },
      { label: "Our Team", to: "/our-team" },
      { label: "Careers", to: "/careers" },
      { label: "Case Studies", to: "/case-studies" },
      { label: "Blog", to: "/blog" },
      { label: "News & Events", to: "/news-and-events" },
    ],
  },
  {
    heading: "Support",
    links: [
      { label: "Contact Support", to: "/support/contact-support" },
      { label: "Training", to: "/support/training" },
      { label: "Certification", to: "/support/certification" },
    ],
  },
];

export const legalLinks: readonly NavLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Cookie Policy", to: "/cookie-policy" },
];
