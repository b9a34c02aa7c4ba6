import { site } from "../site";
import { bookDiscoveryCall, freeItAudit } from "./actions";
import { illustration, type ServicePageContent } from "./types";

export const cybersecurity: ServicePageContent = {
  slug: "cybersecurity",
  description:
    "Cybersecurity for Atlanta schools, nonprofits and small businesses: managed detection, MFA, phishing training and incident response aligned with NIST CSF.",
  hero: {
    title: "Security that fits how your team actually works",
    intro:
      "Most breaches at small organizations start with a phished password or an unpatched laptop. We close those gaps with layered protection, practical staff training and a response plan you can rely on when something goes wrong.",
    actions: [bookDiscoveryCall, freeItAudit],
  },
  offerings: {
    title: "What our cybersecurity service covers",
    intro:
      "Protection, detection, training and a plan: the four layers that stop the attacks small organizations actually face.",
    cards: [
      {
        title: "Managed detection and response",
        text: "Endpoint detection on every device, watched by our security team around the clock, with suspicious activity isolated in minutes rather than days.",
      },
      {
        title: "Email and identity protection",
        text: "Multi-factor authentication, conditional access and advanced phishing filtering for Microsoft 365 or Google Workspace, the accounts attackers target first.",
      },
      {
        title: "Security awareness training",
        text: "Short monthly lessons and simulated phishing campaigns that build good habits, with reports that show who needs a refresher.",
      },
      {
        title: "Risk assessments and incident response",
        text: "A NIST CSF-aligned assessment, a prioritized remediation roadmap and a written incident response plan, rehearsed with your leadership in a tabletop exercise.",
      },
    ],
  },
  advantages: {
    title: "A cybersecurity-first partner",
    intro: "Security is not an add-on to our support plans: it is where every engagement starts.",
    items: [
      {
        title: "Secure by default",
        text: "Every client starts with MFA, encrypted devices and tested backups, not optional extras.",
      },
      {
        title: "Compliance made practical",
        text: "Support for FERPA, CIPA, HIPAA and PCI DSS, plus answers for cyber insurance questionnaires.",
      },
      {
        title: "A certified team",
        text: "Every engineer holds CompTIA Security+, and our playbooks follow the CIS Critical Security Controls.",
      },
      {
        title: "Plain-language reporting",
        text: "Board-ready summaries of risk, progress and incidents, without the jargon.",
      },
      {
        title: "Help when it matters most",
        text: `Emergency support ${site.emergencySupport} with a direct hotline and a documented escalation path.`,
      },
    ],
    image: illustration(
      "cybersecurity",
      "A shield with a padlock protecting connected laptops, phones and a cloud mailbox",
    ),
  },
  stories: {
    title: "Cybersecurity success stories",
    intro: "How two Atlanta organizations went from exposed to audit-ready.",
    items: [
      {
        company: "Sweet Auburn Family Services",
        clientSlug: "sweet-auburn-family-services",
        profile: "Nonprofit counseling and family services agency, 45 staff",
        challenge:
          "A phishing email led to a compromised mailbox that sent fake invoices to donors. The agency had no multi-factor authentication, and its cyber insurance renewal required controls it could not show.",
        solution:
          "We enforced MFA on all 45 accounts, deployed managed endpoint detection, moved client files into a locked-down SharePoint site with retention policies, and ran quarterly phishing simulations with short follow-up training.",
        result:
          "The phishing simulation click rate fell from 31% to 4% in nine months, no account has been compromised since, and the agency renewed its cyber insurance at a 20% lower premium.",
        highlight: { value: "31% → 4%", label: "phishing simulation click rate" },
      },
      {
        company: "Magnolia Lane Pediatrics",
        clientSlug: "magnolia-lane-pediatrics",
        profile: "Pediatric practice, 3 offices in metro Atlanta",
        challenge:
          "The practice had not done a HIPAA risk assessment in four years, front-desk PCs shared one login, and backups of the practice management system had never been restore-tested.",
        solution:
          "We completed a HIPAA security risk assessment, gave every staff member an individual login with MFA, encrypted all 38 workstations, separated guest Wi-Fi from clinical systems and set up immutable backups tested monthly.",
        result:
          "The practice closed all 23 high-risk findings within 90 days and passed a payer security audit with no exceptions. A full restore of the practice management system now takes under two hours.",
        highlight: { value: "23 of 23", label: "high-risk findings closed in 90 days" },
      },
    ],
  },
  cta: {
    title: "Find your gaps before an attacker does",
    text: "Ask for a free IT audit. We'll check your accounts, devices and backups against the CIS Controls and give you a prioritized list of fixes.",
    action: freeItAudit,
  },
};
