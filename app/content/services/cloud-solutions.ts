import { bookDiscoveryCall, freeItAudit } from "./actions";
import { illustration, type ServicePageContent } from "./types";

export const cloudSolutions: ServicePageContent = {
  slug: "cloud-solutions",
  description:
    "Microsoft 365, Google Workspace and Azure for Atlanta organizations: planned migrations without downtime, secure setup and licenses that fit your budget.",
  hero: {
    title: "Move to the cloud without losing a day of work",
    intro:
      "We plan and run migrations to Microsoft 365, Google Workspace and Azure, secure them from the first login, and make sure you pay only for the licenses you use, nonprofit and education discounts included.",
    actions: [bookDiscoveryCall, freeItAudit],
  },
  offerings: {
    title: "What our cloud service includes",
    intro: "From the first mailbox to the last file server, one team plans, moves, secures and looks after your cloud.",
    cards: [
      {
        title: "Microsoft 365 and Google Workspace",
        text: "Email, file, Teams and Google Drive migrations planned around your calendar, with mailboxes, shared drives and permissions moved intact.",
      },
      {
        title: "Azure and hybrid infrastructure",
        text: "Line-of-business apps and file servers moved to Azure virtual machines or Azure Files, with one sign-in for everything.",
      },
      {
        title: "Cloud security and backup",
        text: "Conditional access, data loss prevention and independent backup of mail, OneDrive and SharePoint, because a recycle bin is not a backup.",
      },
      {
        title: "Licensing and cost optimization",
        text: "Quarterly license reviews that remove unused seats and apply the nonprofit grants and education pricing you may be missing.",
      },
    ],
  },
  advantages: {
    title: "Why migrate with us",
    intro: "A cloud move succeeds when nobody notices it happened, except the finance team.",
    items: [
      {
        title: "Cutovers without downtime",
        text: "Migrations run in stages and switch over on evenings or weekends, with a tested rollback plan.",
      },
      {
        title: "Staff ready on day one",
        text: "Short training sessions and one-page guides, so nobody is lost on Monday morning.",
      },
      {
        title: "Secure from the first login",
        text: "MFA, conditional access and device compliance policies are in place before any data moves.",
      },
      {
        title: "Costs you can predict",
        text: "Right-sized licenses and Azure budgets that alert us before spending drifts.",
      },
      {
        title: "Nonprofit and education expertise",
        text: "We handle Microsoft and Google nonprofit grant applications and education tenant setup.",
      },
    ],
    image: illustration(
      "cloud-solutions",
      "Files, mail and calendars moving from an office server into a secure cloud",
    ),
  },
  stories: {
    title: "Cloud success stories",
    intro: "Two migrations that paid for themselves.",
    items: [
      {
        company: "Cabbagetown Arts Collective",
        clientSlug: "cabbagetown-arts-collective",
        profile: "Nonprofit arts organization, 18 staff and 60 volunteers",
        challenge:
          "Files lived on a donated server and in personal Dropbox accounts, volunteers shared one email password, and the server's warranty had run out.",
        solution:
          "We secured Microsoft 365 nonprofit grants, migrated 1.2 TB of files into SharePoint with permissions by department, gave every volunteer an individual account with MFA, and retired the server.",
        result:
          "The collective saves $9,400 a year on licenses and hardware, finds files in seconds from anywhere, and lost no data and no working hours during the move.",
        highlight: { value: "$9,400", label: "saved every year" },
      },
      {
        company: "Ashby Street Architects",
        clientSlug: "ashby-street-architects",
        profile: "Architecture studio, 16 employees",
        challenge:
          "Large CAD and Revit files took minutes to open over the VPN, so remote architects copied projects to their laptops, and version conflicts cost rework every week.",
        solution:
          "We moved project storage to Azure Files with a local cache in the studio, replaced the VPN with conditional-access sign-in, and added nightly backups of every project folder.",
        result:
          "Project files now open in under 10 seconds from home or the studio, version conflicts dropped to zero in the first quarter, and the firm avoided a $28,000 server replacement.",
        highlight: { value: "$28,000", label: "server replacement avoided" },
      },
    ],
  },
  cta: {
    title: "Planning a move to the cloud?",
    text: "Book a 15-minute discovery call. We'll map what you have today and give you a migration plan with a fixed price and a date.",
    action: bookDiscoveryCall,
  },
};
