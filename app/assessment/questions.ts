/**
 * The free IT audit's questions, as data: the steps, each question's wording and its options.
 * Written for a principal or a nonprofit director, not for an IT person. The schema (schema.ts),
 * the scoring rules (rules.ts) and the pages all read from here, so an option exists in one place.
 */

export const ORG_TYPES = ["school", "nonprofit", "business"] as const;
export type OrgType = (typeof ORG_TYPES)[number];

const choices = <const T extends readonly { value: string; label: string }[]>(options: T) => options;

export const OPTIONS = {
  orgType: choices([
    { value: "school", label: "A school or district" },
    { value: "nonprofit", label: "A nonprofit" },
    { value: "business", label: "A business" },
  ]),
  staffCount: choices([
    { value: "1-10", label: "1 to 10 people" },
    { value: "11-50", label: "11 to 50 people" },
    { value: "51-200", label: "51 to 200 people" },
    { value: "200+", label: "More than 200 people" },
  ]),
  deviceCount: choices([
    { value: "under-25", label: "Fewer than 25" },
    { value: "25-100", label: "25 to 100" },
    { value: "101-500", label: "101 to 500" },
    { value: "500+", label: "More than 500" },
  ]),
  locations: choices([
    { value: "one", label: "One building" },
    { value: "two-to-five", label: "2 to 5 locations" },
    { value: "six-plus", label: "6 or more locations" },
    { value: "remote", label: "Mostly remote" },
  ]),
  itSupport: choices([
    { value: "nobody", label: "Nobody in particular: whoever knows best" },
    { value: "staff-side-job", label: "A staff member, on top of their real job" },
    { value: "in-house", label: "Our own IT person or team" },
    { value: "outside-provider", label: "An outside IT company" },
  ]),
  emailPlatform: choices([
    { value: "microsoft-365", label: "Microsoft 365 (Outlook)" },
    { value: "google-workspace", label: "Google Workspace (Gmail)" },
    { value: "other", label: "Something else" },
    { value: "not-sure", label: "Not sure" },
  ]),
  fileStorage: choices([
    { value: "cloud", label: "In the cloud (OneDrive, SharePoint, Google Drive, Dropbox)" },
    { value: "office-server", label: "On a server in our office" },
    { value: "own-computers", label: "On each person's own computer" },
    { value: "mixed", label: "A mix of these" },
  ]),
  updates: choices([
    { value: "automatic", label: "Automatically, and someone checks they happened" },
    { value: "when-prompted", label: "When each person clicks 'update'" },
    { value: "rarely", label: "Rarely, or not sure" },
  ]),
  wifi: choices([
    { value: "separate", label: "Yes, guests have their own Wi-Fi" },
    { value: "shared", label: "No, everyone shares one network" },
    { value: "not-sure", label: "Not sure" },
  ]),
  mfa: choices([
    { value: "everyone", label: "Yes, for everyone" },
    { value: "some", label: "For some people or some systems" },
    { value: "no", label: "No" },
    { value: "not-sure", label: "Not sure" },
  ]),
  training: choices([
    { value: "yearly", label: "Yes, at least once a year" },
    { value: "once", label: "Once, some time ago" },
    { value: "never", label: "Never" },
  ]),
  antivirus: choices([
    { value: "managed", label: "Yes, managed and watched by someone" },
    { value: "built-in", label: "Only what came with the computers" },
    { value: "not-sure", label: "Not sure" },
  ]),
  backups: choices([
    { value: "automatic-offsite", label: "Automatic, with a copy kept off-site or in the cloud" },
    { value: "automatic-local", label: "Automatic, but only in our building" },
    { value: "manual", label: "Someone copies files by hand now and then" },
    { value: "none", label: "We don't back up" },
    { value: "not-sure", label: "Not sure" },
  ]),
  restoreTest: choices([
    { value: "quarter", label: "In the last three months" },
    { value: "year", label: "In the last year" },
    { value: "never", label: "Never" },
    { value: "not-sure", label: "Not sure" },
  ]),
  compliance: choices([
    { value: "ferpa", label: "FERPA (student records)" },
    { value: "cipa", label: "CIPA (internet filtering for students)" },
    { value: "e-rate", label: "E-Rate (funding for internet and networks)" },
    { value: "hipaa", label: "HIPAA (health information)" },
    { value: "pci", label: "PCI DSS (card payments)" },
    { value: "none", label: "None of these, or not sure" },
  ]),
  policies: choices([
    { value: "written-reviewed", label: "Yes, written down and reviewed in the last year" },
    { value: "written-old", label: "Written down, but not looked at in a while" },
    { value: "none", label: "No written plan" },
  ]),
} as const;

export type ChoiceQuestion = keyof typeof OPTIONS;
export type OptionOf<Q extends ChoiceQuestion> = (typeof OPTIONS)[Q][number]["value"];

export const optionValues = <Q extends ChoiceQuestion>(question: Q) =>
  OPTIONS[question].map((option) => option.value) as unknown as readonly [OptionOf<Q>, ...OptionOf<Q>[]];

/** Which regulations an organization type is asked about: the list depends on the first answer. */
export const COMPLIANCE_BY_TYPE: Record<OrgType, readonly OptionOf<"compliance">[]> = {
  school: ["ferpa", "cipa", "e-rate", "hipaa", "pci", "none"],
  nonprofit: ["hipaa", "pci", "none"],
  business: ["hipaa", "pci", "none"],
};

export const LIMITS = { worry: 1000, name: 120, email: 254, organization: 160, phone: 40 } as const;

type Question =
  | { kind: "single"; name: ChoiceQuestion; label: string; hint?: string }
  | { kind: "multi"; name: "compliance"; label: string; hint?: string }
  | { kind: "text"; name: "worry"; label: string; hint?: string; optional: true };

export type StepKey = "organization" | "it-today" | "security" | "backup" | "compliance" | "contact";

export type StepDefinition = {
  key: StepKey;
  title: string;
  intro: string;
  questions: readonly Question[];
};

/** The steps in order. The last one (contact) asks who to send the lead to, not an audit question. */
export const STEPS: readonly StepDefinition[] = [
  {
    key: "organization",
    title: "Your organization",
    intro: "A few facts about who you are, so the questions and the advice fit.",
    questions: [
      { kind: "single", name: "orgType", label: "What kind of organization are you?" },
      { kind: "single", name: "staffCount", label: "How many people work or volunteer with you?" },
      {
        kind: "single",
        name: "deviceCount",
        label: "About how many computers, laptops and tablets do you have?",
        hint: "Count Chromebooks and iPads too; a rough guess is fine.",
      },
      { kind: "single", name: "locations", label: "Where do people work?" },
    ],
  },
  {
    key: "it-today",
    title: "Your IT today",
    intro: "Who keeps things running, and where your e-mail and files live.",
    questions: [
      { kind: "single", name: "itSupport", label: "Who looks after your IT today?" },
      { kind: "single", name: "emailPlatform", label: "Which e-mail do you use?" },
      { kind: "single", name: "fileStorage", label: "Where are your shared files kept?" },
      { kind: "single", name: "updates", label: "How do computers get their updates?" },
      { kind: "single", name: "wifi", label: "Do visitors use a separate Wi-Fi network from staff?" },
    ],
  },
  {
    key: "security",
    title: "Security",
    intro: "Three questions about how accounts and people are protected.",
    questions: [
      {
        kind: "single",
        name: "mfa",
        label: "Does signing in to e-mail ask for a second step, like a code on a phone?",
        hint: "This is called multi-factor sign-in (MFA).",
      },
      { kind: "single", name: "training", label: "Have staff had training on spotting scam e-mails?" },
      { kind: "single", name: "antivirus", label: "Is protection against viruses and ransomware in place?" },
    ],
  },
  {
    key: "backup",
    title: "Backups",
    intro: "If a laptop died or ransomware struck tonight, what would you get back?",
    questions: [
      { kind: "single", name: "backups", label: "How are your important files backed up?" },
      {
        kind: "single",
        name: "restoreTest",
        label: "When did someone last try getting files back from a backup?",
        hint: "A backup that was never restored is a hope, not a plan.",
      },
    ],
  },
  {
    key: "compliance",
    title: "Rules and worries",
    intro: "The rules that apply to you, and what keeps you up at night.",
    questions: [
      { kind: "multi", name: "compliance", label: "Which of these apply to you?", hint: "Choose all that apply." },
      {
        kind: "single",
        name: "policies",
        label: "Do you have a written plan for security and for what to do after an incident?",
      },
      {
        kind: "text",
        name: "worry",
        label: "What is your biggest IT worry right now?",
        hint: `In your own words, up to ${LIMITS.worry.toLocaleString("en-US")} characters. Optional.`,
        optional: true,
      },
    ],
  },
  {
    key: "contact",
    title: "Where to send your result",
    intro: "Your result shows as soon as you send this. We keep a copy to prepare your audit call.",
    questions: [],
  },
];

const STEP_KEYS = STEPS.map((step) => step.key);

export function stepIndex(key: string): number {
  return STEP_KEYS.indexOf(key as StepKey);
}

export function isStepKey(value: string): value is StepKey {
  return stepIndex(value) >= 0;
}
