import { bookDiscoveryCall, freeItAudit } from "./actions";
import { illustration, type ServicePageContent } from "./types";

export const dataAnalytics: ServicePageContent = {
  slug: "data-analytics",
  description:
    "Data and analytics for Atlanta schools, nonprofits and small businesses: clean data, Power BI and Looker Studio dashboards, and reports boards will read.",
  hero: {
    title: "Turn the data you already have into decisions",
    intro:
      "Attendance, donations, sales and program outcomes are scattered across systems and spreadsheets. We bring them together, clean them up and build dashboards that answer the questions your leaders and funders actually ask.",
    actions: [bookDiscoveryCall, freeItAudit],
  },
  offerings: {
    title: "What data and analytics includes",
    intro: "From scattered spreadsheets to reports that refresh themselves, in four steps.",
    cards: [
      {
        title: "Data assessment and strategy",
        text: "An inventory of your systems and spreadsheets, the questions leadership needs answered, and a plan for where each number should come from.",
      },
      {
        title: "Data integration and warehousing",
        text: "Automated pipelines pull from your CRM, accounting, student information or point-of-sale systems into one secure data model.",
      },
      {
        title: "Dashboards and reporting",
        text: "Power BI or Looker Studio dashboards for leadership, program staff and boards, with grant and compliance reports that refresh on their own.",
      },
      {
        title: "Data governance and training",
        text: "Shared definitions, role-based access and privacy controls for student and client records, plus training so staff can build their own reports.",
      },
    ],
  },
  advantages: {
    title: "Why work with us on your data",
    intro: "Good reporting is less about charts and more about trust in the numbers behind them.",
    items: [
      {
        title: "One version of the truth",
        text: "Shared definitions end the debate about whose spreadsheet is right.",
      },
      {
        title: "Reports that refresh themselves",
        text: "Scheduled refreshes replace hours of monthly copy and paste.",
      },
      {
        title: "Privacy built in",
        text: "Row-level security and FERPA- and HIPAA-aware handling of sensitive records.",
      },
      {
        title: "Funder-ready outcomes",
        text: "Program metrics mapped to the outcomes your grants require you to report.",
      },
      {
        title: "Tools you already license",
        text: "Power BI and Looker Studio are often included in, or inexpensive to add to, your current licenses.",
      },
    ],
    image: illustration(
      "data-analytics",
      "A dashboard with bar and line charts combining data from a spreadsheet, a database and a point-of-sale system",
    ),
  },
  stories: {
    title: "Data and analytics success stories",
    intro: "Two organizations that stopped guessing.",
    items: [
      {
        company: "Peoplestown Tutoring Network",
        clientSlug: "peoplestown-tutoring-network",
        profile: "Nonprofit after-school tutoring program, 12 sites",
        challenge:
          "Attendance lived on paper sign-in sheets and test scores in separate spreadsheets, so each quarterly grant report took two staff members a full week, and outcomes could not be compared across sites.",
        solution:
          "We replaced paper sign-ins with a tablet check-in form, combined attendance, assessment and enrollment data in a Power BI model, and built a site-by-site outcomes dashboard with a one-click grant report.",
        result:
          "Quarterly grant reporting now takes 3 hours instead of 80, and the network used its dashboards to win a $250,000 multi-year renewal from its largest funder.",
        highlight: { value: "80 → 3 hours", label: "to produce a quarterly grant report" },
      },
      {
        company: "Vine City Fresh Market",
        clientSlug: "vine-city-fresh-market",
        profile: "Independent grocer, 2 stores",
        challenge:
          "Ordering ran on gut feel and weekly spreadsheet exports from the point-of-sale system, which led to frequent stock-outs and thrown-away produce.",
        solution:
          "We connected the point-of-sale and supplier systems to a cloud data model, built Power BI dashboards for sales by hour, margin and spoilage, and set up automatic reorder suggestions for the 400 fastest-moving items.",
        result:
          "Within six months produce waste fell by 27%, stock-outs on top sellers dropped by 60%, and gross margin rose by 3.1 points.",
        highlight: { value: "27%", label: "less produce waste" },
      },
    ],
  },
  cta: {
    title: "What question can't your data answer yet?",
    text: "Book a 15-minute discovery call. Tell us the report you wish you had, and we'll show you what it would take to build it.",
    action: bookDiscoveryCall,
  },
};
