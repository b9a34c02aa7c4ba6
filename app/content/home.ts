import { site } from "./site";

/**
 * The home page's copy. The business's facts (phone, hours, promises) come from `site.ts`; this
 * module only words them. The technology partners and testimonials have modules of their own.
 */

export type CallToAction = { label: string; to: string };

export type ValueCard = {
  title: string;
  text: string;
  /** Two or three concrete things the value means in practice. */
  points: readonly string[];
};

export const homeHero = {
  eyebrow: "Atlanta managed IT, cloud & cybersecurity",
  title: "Managed IT and cybersecurity for Atlanta's schools, nonprofits and small businesses",
  promise:
    "We keep your devices patched, your network fast and your data protected, so teachers can teach, program staff can serve and owners can run the business instead of rebooting the router.",
  actions: [
    { label: "Book a 15-minute discovery call", to: "/book" },
    { label: "Get a free IT audit", to: "/free-it-audit" },
  ] satisfies CallToAction[],
  trustSignals: [
    `${site.responsePromise} during business hours`,
    `Emergency support ${site.emergencySupport}`,
    `Local engineers based in ${site.address.city}`,
  ],
  discoveryCall: {
    title: "What happens on a 15-minute discovery call",
    steps: [
      "You tell us what slows your team down today: the help desk, the Wi-Fi, a looming audit or a renewal.",
      "We ask about your devices, accounts and backups, and flag any urgent security gaps on the spot.",
      "Afterwards you get a short written summary of what we heard and the next steps we suggest, whether or not you hire us.",
    ],
  },
} as const;

export const homeAbout = {
  title: `Why organizations choose ${site.shortBrand}`,
  intro:
    "Most small organizations call IT when something breaks. We work the other way round: we find the problem first, fix it on a schedule, and plan the next three years with you.",
  values: [
    {
      title: "Proactive IT management",
      text: "Every device and server we manage is monitored around the clock, patched on a schedule and checked before your staff notice a problem.",
      points: [
        "Monthly patching and health reports you can read",
        "A help desk staffed by engineers who know your setup",
        "Flat monthly pricing per user or device",
      ],
    },
    {
      title: "Cybersecurity-first",
      text: "Security is part of every ticket, not an add-on: multi-factor sign-in, tested backups and endpoint protection come standard.",
      points: [
        "Multi-factor authentication and least-privilege access",
        "Backups tested by restoring them, every quarter",
        "Phishing simulations and short staff training",
      ],
    },
    {
      title: "Strategic partnership",
      text: "A virtual CIO (vCIO) meets with your leadership to plan budgets, replacements and compliance, so technology decisions stop being surprises.",
      points: [
        "Quarterly vCIO reviews and a three-year technology roadmap",
        "Compliance support for FERPA, CIPA, HIPAA and cyber-insurance questionnaires",
        "Budget forecasts ready for board meetings and E-Rate filings",
      ],
    },
  ] satisfies ValueCard[],
} as const;

export const homeServices = {
  title: "Services",
  intro:
    "Six ways we help, from the help desk to the server room. Start with one, or let us run all of IT for a predictable monthly fee.",
} as const;

export const homeTechnologies = {
  title: "Technology partnerships",
  intro:
    "We deploy, secure and support the platforms schools, nonprofits and small businesses already rely on, and we recommend what fits your budget rather than whatever we happen to resell.",
} as const;

export const homeTestimonials = {
  title: "What our clients say",
  intro: "Schools, nonprofits and growing businesses across metro Atlanta trust us with their IT.",
} as const;

export const homeCtaBand = {
  title: "Find out where your IT stands, for free",
  text: "Our free IT audit reviews your devices, accounts, backups and network, and hands you a prioritized list of fixes. No obligation, no jargon.",
  action: { label: "Get a free IT audit", to: "/free-it-audit" } satisfies CallToAction,
  secondary: { label: `Or call ${site.phone.display}`, href: `tel:${site.phone.tel}` },
} as const;

export const homeContact = {
  title: "Contact us",
  intro: `Tell us a little about your organization and what you need. ${site.responsePromise} during business hours, and every conversation starts with a 15-minute discovery call.`,
  formLabel: "Send us a message",
} as const;

export const homeCertifications = {
  title: "Certifications and alignments",
  intro: "The standards our engineers are certified on and the frameworks our work is mapped to.",
} as const;
