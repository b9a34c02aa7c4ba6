import { bookDiscoveryCall, freeItAudit } from "./actions";
import { illustration, type ServicePageContent } from "./types";

export const digitalTransformation: ServicePageContent = {
  slug: "digital-transformation",
  description:
    "Digital transformation for Atlanta nonprofits, schools and small businesses: paper forms and spreadsheets replaced by automated workflows staff will use.",
  hero: {
    title: "Replace paper and spreadsheets with workflows your team will use",
    intro:
      "We map how work really moves through your organization, then automate the slow parts with tools you may already own: Microsoft Power Platform, Google Workspace and the CRM or student system you use every day.",
    actions: [bookDiscoveryCall, freeItAudit],
  },
  offerings: {
    title: "What digital transformation includes",
    intro: "Practical projects measured in hours saved and errors avoided, not in slide decks.",
    cards: [
      {
        title: "Process discovery and roadmap",
        text: "Workshops with the people who do the work, a map of every hand-off, and a roadmap that starts with the quickest, most valuable wins.",
      },
      {
        title: "Workflow automation",
        text: "Approvals, intake forms, onboarding checklists and reminders automated with Power Automate, AppSheet or Zapier, with no custom code to maintain.",
      },
      {
        title: "CRM and system integration",
        text: "Your donor CRM, student information system or sales platform connected to email, accounting and forms, so data is entered once.",
      },
      {
        title: "Adoption and change management",
        text: "Role-based training, quick-reference guides and a champion in each team, so new tools get used instead of worked around.",
      },
    ],
  },
  advantages: {
    title: "Why our projects stick",
    intro: "Technology changes are easy; changing how people work is the hard part, and we plan for it.",
    items: [
      {
        title: "Start with what you own",
        text: "We build on the Microsoft 365 or Google Workspace licenses you already pay for before suggesting new software.",
      },
      {
        title: "Measured outcomes",
        text: "Every project starts with a baseline of hours, errors or turnaround time, and reports against it.",
      },
      {
        title: "Built to be maintained",
        text: "Documented workflows your staff can adjust, with no dependence on one developer.",
      },
      {
        title: "Secure by design",
        text: "Permissions, audit trails and data retention are part of every workflow from day one.",
      },
      {
        title: "Grant-friendly scoping",
        text: "Phased proposals that fit capacity-building grants and fiscal-year budgets.",
      },
    ],
    image: illustration(
      "digital-transformation",
      "A paper form turning into a tablet workflow whose steps are approved automatically",
    ),
  },
  stories: {
    title: "Digital transformation success stories",
    intro: "Two organizations that gave their staff their time back.",
    items: [
      {
        company: "Mechanicsville Housing Coalition",
        clientSlug: "mechanicsville-housing-coalition",
        profile: "Nonprofit housing assistance provider, 30 staff",
        challenge:
          "Rental assistance applications arrived on paper and by email, were retyped into three spreadsheets, and took an average of 19 days to approve while families waited.",
        solution:
          "We built an online intake form feeding a SharePoint case list, automated eligibility checks and caseworker assignment with Power Automate, and added text message status updates for applicants.",
        result:
          "Approval time fell from 19 days to 6, staff saved 25 hours of data entry a week, and the coalition helped 340 more households in its first year on the new system.",
        highlight: { value: "19 → 6 days", label: "average approval time" },
      },
      {
        company: "Candler Park Landscaping",
        clientSlug: "candler-park-landscaping",
        profile: "Landscaping company, 35 field staff",
        challenge:
          "Crews worked from paper work orders and phoned the office for every change, so invoices went out two to three weeks after jobs were finished and details were often lost.",
        solution:
          "We moved scheduling, work orders and job photos into a mobile app built on Google AppSheet, connected it to QuickBooks Online, and trained crew leads on tablets in two sessions.",
        result:
          "Invoices now go out the day the work is done, the average time to get paid dropped from 41 days to 17, and the office reclaimed 15 hours a week of calls and paperwork.",
        highlight: { value: "41 → 17 days", label: "average time to get paid" },
      },
    ],
  },
  cta: {
    title: "Which process would you automate first?",
    text: "Book a 15-minute discovery call. Bring the task your team dreads most, and we'll sketch how it could run on its own.",
    action: bookDiscoveryCall,
  },
};
