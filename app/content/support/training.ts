import { site } from "~/content/site";

export type Course = {
  /** Also the anchor of the course's card. */
  id: string;
  name: "Microsoft 365 and Teams" | "Cybersecurity Awareness" | "Device and Cloud Management";
  summary: string;
  audience: string;
  length: string;
  outcomes: readonly string[];
};

export const courses: readonly Course[] = [
  {
    id: "microsoft-365-and-teams",
    name: "Microsoft 365 and Teams",
    summary: "Get more out of the tools your staff already open every morning.",
    audience: "Office staff, teachers, volunteers and managers who use Outlook, Teams and OneDrive every day.",
    length: "2 hours live, or four 20-minute recorded modules",
    outcomes: [
      "Store files in OneDrive and SharePoint instead of on the desktop, and share them safely inside and outside the organization.",
      "Run Teams meetings and channels that replace long email threads, including recordings and meeting notes.",
      "Co-author Word, Excel and PowerPoint files without emailing copies back and forth.",
      "Share calendars and shared mailboxes in Outlook, and find any file or message in seconds.",
    ],
  },
  {
    id: "cybersecurity-awareness",
    name: "Cybersecurity Awareness",
    summary: "Turn your people into the first line of defense instead of the easiest way in.",
    audience:
      "Everyone with a work email account, from the front desk to the board, including part-time staff and volunteers.",
    length: "90 minutes, then a 10-minute refresher and a simulated phishing test each quarter",
    outcomes: [
      "Recognize phishing, fake invoices, gift-card scams and calls from people pretending to be IT.",
      "Use multi-factor authentication and a password manager, and know why both matter.",
      "Handle student records, donor data and card payments in line with FERPA, HIPAA and PCI basics.",
      "Report a suspicious message or a mistake right away, without fear of blame.",
    ],
  },
  {
    id: "device-and-cloud-management",
    name: "Device and Cloud Management",
    summary: "Hands-on administration for the people who look after devices and accounts in-house.",
    audience: "Office managers, school technology coordinators and internal IT staff who add users and manage devices.",
    length: "Half-day workshop (3.5 hours), with a lab in your own tenant",
    outcomes: [
      "Enroll and manage Windows laptops, iPads and Chromebooks with Microsoft Intune and the Google Admin console.",
      "Set up and remove staff or student accounts, licenses and group permissions the same way every time.",
      "Apply updates, encryption and compliance policies, and read the reports that show which devices need attention.",
      "Back up and restore Microsoft 365 and Google Workspace data, and know when to call us.",
    ],
  },
];

export type DeliveryOption = { title: string; text: string };

export const deliveryOptions: readonly DeliveryOption[] = [
  {
    title: "On-site, by appointment",
    text: "A trainer comes to your school, office or community center anywhere in metro Atlanta, on a date that suits your calendar, including teacher workdays and staff retreats. Up to 25 people per session, with hands-on time on your own devices.",
  },
  {
    title: "Live virtual sessions",
    text: "The same course over Microsoft Teams, for up to 50 people across several locations, with live questions and answers. We can record the session for staff who could not attend.",
  },
  {
    title: "Recorded modules with quizzes",
    text: "Short self-paced videos, each followed by a quiz, for new hires and busy schedules. Managers get completion reports, which also serve as evidence for cyber insurance and compliance reviews.",
  },
];

/** /support/training */
export const trainingPage = {
  title: "Technology Training",
  description:
    "Microsoft 365 and Teams, cybersecurity awareness and device management courses for Atlanta schools, nonprofits and small businesses, on-site or online.",
  eyebrow: "Support",
  intro:
    "Practical courses for teachers, staff and volunteers, taught by the engineers who support your systems. Every session uses your own tools and policies, not generic slides.",
  courses: {
    title: "Courses",
    intro:
      "Three courses cover what most organizations need. Each can be shortened, combined or tailored to your setup.",
    labels: { audience: "Who it is for", length: "Length", outcomes: "What participants learn" },
  },
  delivery: {
    title: "Delivery options",
    intro:
      "Choose the format that fits your team, or mix them: for example a live kickoff followed by recorded refreshers.",
  },
  process: {
    title: "How a training engagement works",
    steps: [
      "A 15-minute discovery call to learn who needs training, on what, and by when.",
      "We tailor the course to your own Microsoft 365 or Google tenant, devices and policies.",
      "We deliver the sessions in the format you chose and answer your team's questions.",
      "You receive the slides, quick-reference guides and, for recorded modules, completion reports.",
    ],
  },
  cta: {
    title: "Ready to train your team?",
    text: `Tell us how many people need training and on which topics. ${site.responsePromise} during business hours, then send proposed dates and a quote.`,
    action: { label: "Request a Training Session", to: "/contact" },
  },
} as const;
