import { site } from "./site";

/** The copy of /about-us. */

export type Pillar = { title: string; text: string };
export type Fact = { label: string; text: string };
export type Step = { title: string; text: string };

export const aboutPage = {
  meta: {
    title: "About Us",
    description:
      "Why Atlanta schools, nonprofits and small businesses choose a local partner: proactive IT management, cybersecurity first, vCIO planning and compliance.",
  },
  hero: {
    eyebrow: "About us",
    title: "A local IT partner for the schools, nonprofits and small businesses of Atlanta",
    intro: `${site.brand} keeps classrooms online, donor data safe and small offices running, with engineers who know metro Atlanta and answer when you call.`,
  },
  mission: {
    title: "Our mission",
    paragraphs: [
      "Schools, nonprofits and small businesses run on technology, yet most of them cannot justify a full IT department. They end up with a patchwork: a teacher who is good with computers, a volunteer who set up the firewall years ago, a vendor who only appears when something breaks.",
      "We exist to give these organizations the same proactive, security-minded IT that large companies take for granted, at a flat monthly cost they can budget for. We fix problems before staff notice them, we treat every system as a target worth protecting, and we plan technology a few years ahead so that a grant deadline, a state testing window or a cyber-insurance renewal never turns into a scramble.",
      "Being local matters to us. Our engineers drive to your building when hands are needed, they know how E-Rate funding works in Georgia, and they understand that a school's busiest week and a food pantry's busiest week are not the same as an accounting firm's.",
    ],
  },
  pillars: {
    title: "What we stand for",
    intro: "Three commitments shape every plan we write and every ticket we close.",
    items: [
      {
        title: "Proactive IT management",
        text: "Around-the-clock monitoring, patching on a schedule and hardware replaced before it fails. Most of our work happens before anyone has to open a ticket.",
      },
      {
        title: "Cybersecurity first",
        text: "Multi-factor sign-in, endpoint protection, tested backups and staff phishing training are part of every plan, not an add-on you have to remember to buy.",
      },
      {
        title: "A strategic partnership",
        text: "A virtual CIO (vCIO) meets your leadership every quarter to plan budgets and refresh cycles, and keeps you ready for FERPA, CIPA, HIPAA and cyber-insurance reviews.",
      },
    ] satisfies Pillar[],
  },
  facts: {
    title: "What you can count on",
    items: [
      { label: "Response time", text: `${site.responsePromise} during business hours, ${site.hours}.` },
      {
        label: "Emergency support",
        text: `${site.emergencySupport} hotline for outages and security incidents, nights and weekends included.`,
      },
      {
        label: "Office visits",
        text: `${site.visits}, so the right engineer is there with the right parts and a plan.`,
      },
      {
        label: "Who we serve",
        text: "K-12 schools, nonprofits and small businesses across metro Atlanta and north Georgia.",
      },
    ] satisfies Fact[],
  },
  howWeWork: {
    title: "How we work",
    intro: "Every partnership starts small and in the open, so you can judge us on what we deliver.",
    steps: [
      {
        title: "A 15-minute discovery call",
        text: "Tell us what is working and what keeps breaking. We tell you honestly whether we are a good fit.",
      },
      {
        title: "A free IT audit",
        text: "We review your devices, network, accounts and backups and hand you a written report ranked by risk, whether or not you hire us.",
      },
      {
        title: "A planned onboarding",
        text: "We document every system, close the most urgent security gaps first and introduce your staff to the help desk.",
      },
      {
        title: "Ongoing management and quarterly reviews",
        text: "Day-to-day support, monitoring and patching, plus a quarterly vCIO review of tickets, risks and the budget for next year.",
      },
    ] satisfies Step[],
  },
  team: {
    title: "The people behind the work",
    text: "Six leaders and about 20 engineers and analysts, most of whom have worked in schools, nonprofits or small offices themselves.",
    linkLabel: "Meet our team",
    linkTo: "/our-team",
  },
  cta: {
    title: "See what a local IT partner can do for you",
    text: "Book a 15-minute discovery call or ask for a free IT audit. No long contracts, no pressure.",
    action: { label: "Book a Call", to: "/book" },
  },
} as const;
