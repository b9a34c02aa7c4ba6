import { site } from "./site";

/** The copy of /our-team. Everyone named here is fictional. */

export type TeamMember = {
  name: string;
  title: string;
  /** One line about what they do for clients. */
  bio: string;
};

export type TeamArea = { name: string; focus: string };

export const leadership: readonly TeamMember[] = [
  {
    name: "Marcus Ellison",
    title: "Chief Executive Officer",
    bio: "Ran IT for a group of Atlanta charter schools for a decade before starting the company, and still joins every new client's first planning session.",
  },
  {
    name: "Priya Raman",
    title: "Chief Technology Officer",
    bio: "Designs the standard stack every client runs on, from Microsoft 365 and Google Workspace baselines to the firewall in the network closet.",
  },
  {
    name: "Darnell Okafor",
    title: "Director of Security",
    bio: "Leads threat monitoring and incident response, and writes the phishing simulations our clients' staff learn the most from.",
  },
  {
    name: "Laura Whitfield",
    title: "Director of Client Success",
    bio: "Makes sure every school, nonprofit and business knows who to call, and that each one gets its quarterly review on time.",
  },
  {
    name: "Javier Morales",
    title: "Service Delivery Manager",
    bio: `Runs the help desk and holds the team to the promise clients hear first: ${site.responsePromise.toLowerCase()}.`,
  },
  {
    name: "Grace Adeyemi",
    title: "vCIO & Compliance Lead",
    bio: "Builds three-year technology roadmaps and keeps clients ready for FERPA, CIPA, HIPAA, E-Rate and cyber-insurance reviews.",
  },
];

const expertsNote = "about 20 engineers and analysts";

export const teamPage = {
  meta: {
    title: "Our Team",
    description:
      "Meet the leadership team behind our Atlanta managed IT and cybersecurity services, plus the engineers and analysts who support our clients every day.",
  },
  hero: {
    eyebrow: "Our team",
    title: "The people who keep your technology running",
    intro:
      "Engineers, analysts and planners who have worked inside schools, nonprofits and small offices, and who know what a bad IT day costs you.",
  },
  leadership: {
    title: "Leadership",
    intro:
      "Six people who set our standards and answer for them. You will meet at least two of them in your first month as a client.",
  },
  leads: {
    title: "Team leads",
    note: "6 leads across Support, Security, Projects, Cloud, Sales and QA",
    intro:
      "Each area has one lead who owns its results, reviews its work every week and is the escalation point when something goes wrong.",
    areas: [
      { name: "Support", focus: "The help desk, device management and on-site visits." },
      { name: "Security", focus: "Monitoring, incident response and security awareness training." },
      { name: "Projects", focus: "Migrations, network refreshes and new office or classroom build-outs." },
      { name: "Cloud", focus: "Microsoft 365, Google Workspace, Azure and backup platforms." },
      { name: "Sales", focus: "Discovery calls, free IT audits and honest proposals." },
      { name: "QA", focus: "Checklists, ticket reviews and the audits we run on our own work." },
    ] satisfies TeamArea[],
  },
  experts: {
    title: "Our experts",
    note: expertsNote,
    summary: `Behind our leads work ${expertsNote}.`,
    text: "Help desk technicians, systems and network engineers, security analysts and project coordinators. Every engineer who touches client systems holds a current CompTIA Security+ certification, and each client has a named primary engineer who knows its setup.",
  },
  cta: {
    title: "Talk to the people who would support you",
    text: "A 15-minute discovery call puts you on the phone with a lead, not a salesperson reading a script.",
    action: { label: "Book a Call", to: "/book" },
  },
} as const;

/** "Marcus Ellison" -> "ME". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}
