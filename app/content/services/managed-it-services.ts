import { site } from "../site";
import { bookDiscoveryCall, freeItAudit } from "./actions";
import { illustration, type ServicePageContent } from "./types";

export const managedItServices: ServicePageContent = {
  slug: "managed-it-services",
  description:
    "Managed IT for Atlanta schools, nonprofits and small businesses: around-the-clock monitoring, patching, vCIO planning and a help desk that answers.",
  hero: {
    title: "A proactive IT department for a flat monthly fee",
    intro:
      "We monitor, patch and support every laptop, server and Chromebook you own, so problems are fixed before they interrupt a class, a client meeting or a grant deadline. Your staff get a help desk that knows them by name.",
    actions: [bookDiscoveryCall, freeItAudit],
  },
  offerings: {
    title: "What managed IT includes",
    intro:
      "One plan covers the day-to-day support, the maintenance nobody has time for, and the planning that keeps costs predictable.",
    cards: [
      {
        title: "Around-the-clock monitoring",
        text: "Agents on every server, workstation and firewall watch disk health, backups and security events day and night, and open a ticket before your staff notice anything is wrong.",
      },
      {
        title: "A help desk with real engineers",
        text: `Call, email or open a ticket and reach an Atlanta-based engineer. ${site.responsePromise} during business hours (${site.hours}), with emergency support ${site.emergencySupport}.`,
      },
      {
        title: "Patching and device management",
        text: "Windows, macOS, ChromeOS and third-party apps are patched on a tested schedule. New devices arrive enrolled, encrypted and ready for their first day.",
      },
      {
        title: "vCIO planning and budgeting",
        text: "Quarterly business reviews, a rolling three-year hardware roadmap and E-Rate or grant-ready budgets, so technology spending is planned instead of surprising.",
      },
    ],
  },
  advantages: {
    title: `Why teams choose ${site.brand} for managed IT`,
    intro: "Support that prevents problems costs less than support that reacts to them.",
    items: [
      {
        title: "One predictable monthly fee",
        text: "Per-user pricing covers support, monitoring and patching, with no hourly invoices.",
      },
      {
        title: "Problems fixed before they spread",
        text: "Most alerts are resolved remotely before anyone has to open a ticket.",
      },
      {
        title: "Engineers who know your environment",
        text: "A named primary engineer and up-to-date documentation of every system you run.",
      },
      {
        title: "Built for schools and nonprofits",
        text: "Experience with E-Rate, CIPA filtering, donor databases, volunteers and tight budgets.",
      },
      {
        title: "Clear monthly reporting",
        text: "Tickets, response times, patch compliance and backup status in one short report.",
      },
    ],
    image: illustration(
      "managed-it-services",
      "A monitoring dashboard showing every device healthy, beside a support headset and a completed patch checklist",
    ),
  },
  stories: {
    title: "Managed IT success stories",
    intro: "Two Atlanta organizations that traded firefighting for a plan.",
    items: [
      {
        company: "Oakhurst Community School",
        clientSlug: "oakhurst-community-school",
        profile: "K-8 charter school, 65 staff and 480 students",
        challenge:
          "A part-time volunteer handled IT. Teachers lost class time to projector and Wi-Fi problems, nearly a third of laptops were missing security updates, and nobody could say whether the student information system was backed up.",
        solution:
          "We took over the help desk and monitoring, enrolled 420 Chromebooks and 70 staff laptops in central management, set up nightly cloud backups of the student information system, and documented every system in a shared runbook.",
        result:
          "Within one semester the average ticket was resolved in 3.5 hours instead of four days, patch compliance reached 98%, and teachers reported 70% fewer class interruptions caused by technology.",
        highlight: { value: "98%", label: "of devices fully patched" },
      },
      {
        company: "Piedmont Ridge Accounting",
        clientSlug: "piedmont-ridge-accounting",
        profile: "CPA firm, 24 employees",
        challenge:
          "Every tax season brought slow workstations and a failing server in a closet, with about 11 hours of downtime a month right when deadlines were tightest.",
        solution:
          "We replaced the aging server with Microsoft 365 and a managed backup appliance, standardized 24 workstations on a four-year refresh plan, and moved patching after hours so updates never interrupt billable time.",
        result:
          "Unplanned downtime fell from about 11 hours a month to under 30 minutes, and the firm filed every return on time in its first tax season with us.",
        highlight: { value: "95%", label: "less unplanned downtime" },
      },
    ],
  },
  cta: {
    title: "Ready for IT that just works?",
    text: "Book a 15-minute discovery call. We'll review your current setup and show you what a proactive support plan would cost, with no obligation.",
    action: bookDiscoveryCall,
  },
};
