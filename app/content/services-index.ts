import { site } from "./site";
import { bookDiscoveryCall, freeItAudit } from "./services/actions";
import type { PageAction } from "./services/types";

/** The copy of /services, the index of the six services (the list itself is in ./services.ts). */
export const servicesIndex = {
  title: "IT Services for Schools, Nonprofits & Small Businesses",
  description:
    "Managed IT, cybersecurity, cloud, networks, digital transformation and data analytics for Atlanta schools, nonprofits and small businesses.",
  hero: {
    eyebrow: "Services",
    title: "Everything your organization needs from IT, with one accountable partner",
    intro: `Start with the help you need today, from day-to-day support to security, cloud, networks, automation and reporting, and add more as you grow. ${site.responsePromise}, and every service is delivered by the same Atlanta team.`,
    actions: [bookDiscoveryCall, freeItAudit] satisfies PageAction[],
  },
  list: {
    title: "Our six services",
    intro:
      "Each service stands on its own, and they work best together: one team, one set of documentation, one point of contact.",
    linkLabel: "Explore",
  },
  audiences: {
    title: "Who we work with",
    intro: "Our clients are 5 to 150 people, across metro Atlanta, with big responsibilities and lean budgets.",
    items: [
      {
        title: "Schools",
        text: "K-12 charter and private schools: E-Rate funding, CIPA filtering, Chromebook fleets and student data privacy.",
      },
      {
        title: "Nonprofits",
        text: "Donated licenses, volunteers, donor databases and funders who expect clear, timely reporting.",
      },
      {
        title: "Small businesses",
        text: "Professional offices, clinics and shops that need dependable IT without hiring an IT department.",
      },
    ],
  },
  cta: {
    title: "Not sure where to start?",
    text: "Book a 15-minute discovery call. We'll listen to what's slowing your team down and point you to the service that fixes it first.",
    action: bookDiscoveryCall,
  },
} as const;
