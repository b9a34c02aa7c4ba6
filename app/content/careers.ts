import { site } from "./site";

/** The copy of /careers. */

export type Perk = { title: string; text: string };

export const careersPage = {
  meta: {
    title: "Careers",
    description:
      "Work in Atlanta managed IT where it matters: support schools, nonprofits and small businesses, with paid certifications, fair on-call and real benefits.",
  },
  hero: {
    eyebrow: "Careers",
    title: "Do IT work that keeps classrooms, nonprofits and small offices running",
    intro:
      "We are a small team based in Midtown Atlanta. We hire rarely and carefully, and when we do, we look for people who like solving problems for people, not only for machines.",
  },
  culture: {
    title: "What it is like to work here",
    items: [
      {
        title: "Work you can see",
        text: "Your fix gets a teacher's lesson back on the projector or a food pantry's volunteers signed in before the doors open. Clients know their engineers by name.",
      },
      {
        title: "A help desk that is not a treadmill",
        text: "Proactive monitoring keeps ticket volume sane. Engineers rotate between the help desk, projects and on-site visits, so nobody answers phones all week.",
      },
      {
        title: "Planned days",
        text: `Client visits are ${site.visits.toLowerCase()}, so you know your schedule the day before and arrive with a plan instead of a siren.`,
      },
      {
        title: "Learning on the clock",
        text: "Every Friday afternoon is set aside for training and lab time. Leads review tickets with you, and our QA lead shares what we got wrong as openly as what we got right.",
      },
    ] satisfies Perk[],
  },
  benefits: {
    title: "Benefits",
    items: [
      "Medical, dental and vision insurance, with 90% of employee premiums paid by us",
      "401(k) with a 4% company match, vested from day one",
      "$2,000 a year for certifications and courses (Security+, Azure, CCNA and others), plus paid exam days",
      "15 days of paid time off, 10 holidays and your birthday",
      "A paid stipend for every week on the emergency on-call rotation, and the next morning off after a night call-out",
      "Hybrid schedule: two office days a week, the rest remote or on site with clients",
      "MARTA pass or parking paid, and mileage reimbursed for client visits",
      "A laptop, phone and home-office budget on your first day",
    ],
  },
  openRoles: {
    title: "Open roles",
    status: "There are no available opportunities right now.",
    text: "We still like to hear from help desk technicians, systems and network engineers and security analysts who want to work with schools, nonprofits and small businesses. We keep every CV for 12 months and write to you first when a role that fits opens.",
    cvTitle: "Send us your CV",
    cvSteps: [
      "Attach your CV as a PDF.",
      "Tell us which area interests you: Support, Security, Projects or Cloud.",
      "Mention when you could start and whether you can reach our Midtown office.",
    ],
    cvLinkLabel: `Email your CV to ${site.careersEmail}`,
    cvSubject: "CV: general application",
  },
  cta: {
    title: "Not looking for a job, but for IT support?",
    text: "Book a 15-minute discovery call and meet the team that would look after your organization.",
    action: { label: "Book a Call", to: "/book" },
  },
} as const;

export function careersMailto(): string {
  return `mailto:${site.careersEmail}?subject=${encodeURIComponent(careersPage.openRoles.cvSubject)}`;
}
