import { site } from "~/content/site";

export type ResponseTimeRow = {
  priority: "Critical" | "High Priority" | "Standard";
  /** The guaranteed response time (docs/product.md, section 2). */
  response: string;
  /** What kind of problem gets this priority. */
  examples: string;
};

/** The guaranteed response times, in the order of the table. */
export const responseTimes: readonly ResponseTimeRow[] = [
  {
    priority: "Critical",
    response: "Under 1 hour",
    examples:
      "Everyone or a whole site is stopped: internet, email or a server is down, a suspected ransomware attack or account break-in, or a payment or student information system is unavailable.",
  },
  {
    priority: "High Priority",
    response: "Under 4 hours",
    examples:
      "One person or one team cannot work: a laptop will not start, a department's printer or key application fails, or a device has been lost or stolen.",
  },
  {
    priority: "Standard",
    response: "Under 24 hours",
    examples:
      "Work that can be scheduled: a new staff account, a software install, a permission change, a how-to question or a quote for new equipment.",
  },
];

/** /support/contact-support */
export const contactSupportPage = {
  title: "Contact Support",
  description: `Open a ticket in the ${site.shortBrand} support portal, email or call the help desk ${site.hours}, reach emergency support ${site.emergencySupport}, and see our response times.`,
  eyebrow: "Support",
  intro: `Already a client? Open a ticket, email or call our Atlanta help desk. A real engineer picks up every request, and emergency support is available ${site.emergencySupport}.`,
  channels: {
    title: "Ways to reach the help desk",
    intro:
      "Pick whichever is easiest. Every channel creates a ticket in the same queue, so nothing falls through the cracks.",
    portal: {
      title: "Support portal",
      text: "The fastest way to log an issue. Attach screenshots, choose a priority and follow every update on your ticket.",
      linkLabel: "Submit a Ticket",
    },
    email: {
      title: "Email support",
      text: "Write to us from your work address and a ticket opens automatically. Replies to our emails are added to the same ticket.",
    },
    phone: {
      title: "Phone support",
      text: `Talk to an engineer during business hours. If a visit is needed, we schedule it on the call: on-site visits are ${site.visits.toLowerCase()}.`,
    },
    emergency: {
      title: `Emergency support (${site.emergencySupport})`,
      text: "For outages and security incidents that cannot wait, at any hour, including weekends and holidays: a server or the internet is down, or you suspect a breach or ransomware.",
      callLabel: "Call Emergency Support",
      contactText: "Not urgent, or not a client yet?",
      contactLabel: "Send us a message",
    },
  },
  responseTimes: {
    title: "Guaranteed response times",
    intro:
      "Every ticket gets a priority when it is logged. These are the longest you will wait for an engineer to start working on it; most tickets are answered much sooner.",
    caption: "Guaranteed response time for each ticket priority",
    columns: { priority: "Priority", response: "Guaranteed response", examples: "Examples" },
    notes: [
      "Response time is counted from the moment your ticket is logged in the portal, by email or by phone.",
      "For a Critical issue, call as well as submitting a ticket, so we can start right away. Outside business hours, use the emergency line.",
      "Clients' signed service agreements set the exact terms of their service levels.",
    ],
  },
  checklist: {
    title: "What to include in a ticket",
    intro: "A few details up front let us fix the problem on the first reply instead of asking questions.",
    items: [
      "Your name, your organization and the best phone number to reach you today.",
      'The device or system affected (for example the laptop\'s name, or "the front office printer").',
      "What happened, what you expected, and the exact wording of any error message or a screenshot.",
      "When it started and whether anything changed just before (an update, a move, a new password).",
      "How many people are affected, and whether anyone can work around it for now.",
    ],
  },
  cta: {
    title: "Prefer to write to us?",
    text: `Describe what you need in our contact form and the right engineer will follow up. ${site.responsePromise} during business hours.`,
    action: { label: "Submit a Support Request", to: "/contact" },
  },
} as const;
