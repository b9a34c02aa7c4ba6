import { findService, servicePath, type ServiceSlug } from "~/content/services";
import type { ChoiceQuestion, OptionOf } from "./questions";
import type { Answers } from "./schema";

/**
 * How an audit is scored, as data a person can read and a test can table: each area adds up the
 * points of its answers and shows them as a share of the most it could have scored. A question
 * may count in more than one area (multi-factor sign-in is security and also compliance).
 */

export const AREAS = {
  security: "Security",
  backup: "Backup and recovery",
  devices: "Devices and network",
  compliance: "Compliance",
  support: "Support",
} as const;

export type Area = keyof typeof AREAS;
export const AREA_KEYS = Object.keys(AREAS) as Area[];

export type PointsRule = {
  area: Area;
  question: ChoiceQuestion;
  points: Readonly<Record<string, number>>;
};

// Checks each table against its own question's options: a new option cannot be forgotten here.
const rule = <Q extends Exclude<ChoiceQuestion, "compliance">>(
  area: Area,
  question: Q,
  points: Record<OptionOf<Q>, number>,
): PointsRule => ({ area, question, points });

export const SCORING_RULES: readonly PointsRule[] = [
  rule("security", "mfa", { everyone: 4, some: 2, no: 0, "not-sure": 0 }),
  rule("security", "training", { yearly: 3, once: 1, never: 0 }),
  rule("security", "antivirus", { managed: 3, "built-in": 1, "not-sure": 0 }),

  rule("backup", "backups", { "automatic-offsite": 4, "automatic-local": 2, manual: 1, none: 0, "not-sure": 0 }),
  rule("backup", "restoreTest", { quarter: 3, year: 2, never: 0, "not-sure": 0 }),

  rule("devices", "updates", { automatic: 3, "when-prompted": 1, rarely: 0 }),
  rule("devices", "wifi", { separate: 2, shared: 0, "not-sure": 0 }),
  rule("devices", "fileStorage", { cloud: 2, "office-server": 1, mixed: 1, "own-computers": 0 }),

  rule("compliance", "policies", { "written-reviewed": 3, "written-old": 1, none: 0 }),
  rule("compliance", "training", { yearly: 2, once: 1, never: 0 }),
  rule("compliance", "mfa", { everyone: 2, some: 1, no: 0, "not-sure": 0 }),

  rule("support", "itSupport", { "outside-provider": 3, "in-house": 3, "staff-side-job": 1, nobody: 0 }),
  rule("support", "emailPlatform", { "microsoft-365": 1, "google-workspace": 1, other: 0, "not-sure": 0 }),
];

/** A condition on one answer: it holds when the answer is one of `anyOf` (for a list, when any chosen one is). */
type Condition = { [Q in ChoiceQuestion]: { question: Q; anyOf: readonly OptionOf<Q>[] } }[ChoiceQuestion];

export type NextStepRule = {
  id: string;
  /** Lower comes first; the three first whose conditions all hold are shown. */
  priority: number;
  when: readonly Condition[];
  title: string;
  detail: string;
  service: ServiceSlug;
};

export const NEXT_STEP_RULES: readonly NextStepRule[] = [
  {
    id: "mfa",
    priority: 1,
    when: [{ question: "mfa", anyOf: ["some", "no", "not-sure"] }],
    title: "Turn on multi-factor sign-in for every account",
    detail:
      "Most break-ins start with a stolen password. A code on a phone stops nearly all of them, and it is free with Microsoft 365 and Google Workspace.",
    service: "cybersecurity",
  },
  {
    id: "backups",
    priority: 2,
    when: [{ question: "backups", anyOf: ["manual", "none", "not-sure"] }],
    title: "Set up automatic backups with a copy off-site",
    detail:
      "Backups that depend on someone remembering stop happening. Automatic, off-site copies are what gets you back after ransomware or a fire.",
    service: "cloud-solutions",
  },
  {
    id: "policies",
    priority: 3,
    when: [
      { question: "compliance", anyOf: ["ferpa", "cipa", "e-rate", "hipaa", "pci"] },
      { question: "policies", anyOf: ["written-old", "none"] },
    ],
    title: "Write down your security and incident plan",
    detail:
      "The rules that apply to you expect a written plan that is reviewed every year. It is also the first thing an auditor or insurer asks for.",
    service: "cybersecurity",
  },
  {
    id: "restore-test",
    priority: 4,
    when: [
      { question: "backups", anyOf: ["automatic-offsite", "automatic-local"] },
      { question: "restoreTest", anyOf: ["never", "not-sure"] },
    ],
    title: "Test a restore this month",
    detail:
      "Pick a folder, delete a copy and bring it back. A backup nobody has restored from may not work when you need it.",
    service: "cloud-solutions",
  },
  {
    id: "owner",
    priority: 5,
    when: [{ question: "itSupport", anyOf: ["nobody", "staff-side-job"] }],
    title: "Give IT a clear owner",
    detail:
      "When IT is everybody's side job, updates, backups and accounts of people who left slip through. A managed help desk takes it off your staff's plate.",
    service: "managed-it-services",
  },
  {
    id: "offsite-copy",
    priority: 6,
    when: [{ question: "backups", anyOf: ["automatic-local"] }],
    title: "Keep a backup copy outside your building",
    detail: "A copy in the same building is lost with it to fire, theft or ransomware that reaches the backup drive.",
    service: "cloud-solutions",
  },
  {
    id: "training",
    priority: 7,
    when: [{ question: "training", anyOf: ["once", "never"] }],
    title: "Train staff to spot scam e-mails every year",
    detail: "A short yearly session and a few practice e-mails make people the strongest part of your defences.",
    service: "cybersecurity",
  },
  {
    id: "endpoint",
    priority: 8,
    when: [{ question: "antivirus", anyOf: ["built-in", "not-sure"] }],
    title: "Have someone watch your devices' protection",
    detail: "Built-in antivirus helps, but ransomware is stopped by protection someone watches and acts on.",
    service: "cybersecurity",
  },
  {
    id: "updates",
    priority: 9,
    when: [{ question: "updates", anyOf: ["when-prompted", "rarely"] }],
    title: "Make updates automatic, and check they happened",
    detail:
      "Most attacks use holes that were fixed months ago. Managed updates close them without asking anyone to click.",
    service: "managed-it-services",
  },
  {
    id: "guest-wifi",
    priority: 10,
    when: [{ question: "wifi", anyOf: ["shared", "not-sure"] }],
    title: "Put guests on their own Wi-Fi",
    detail: "A visitor's infected laptop should never share a network with your records and printers.",
    service: "network-infrastructure",
  },
  {
    id: "cloud-files",
    priority: 11,
    when: [{ question: "fileStorage", anyOf: ["own-computers", "office-server", "mixed"] }],
    title: "Bring shared files together in the cloud",
    detail: "Files spread over laptops and an old server are hard to back up and to share safely.",
    service: "cloud-solutions",
  },
  {
    id: "e-rate",
    priority: 12,
    when: [{ question: "compliance", anyOf: ["e-rate"] }],
    title: "Plan network upgrades around the E-Rate calendar",
    detail: "Filing windows come early in the year: planning now lets funding pay for the next upgrade.",
    service: "network-infrastructure",
  },
  // Always true: an organization that is doing everything right still gets three steps.
  {
    id: "yearly-review",
    priority: 90,
    when: [],
    title: "Review your IT plan once a year",
    detail: "A yearly review with a virtual CIO keeps budget, licences and risks in step with where you are going.",
    service: "managed-it-services",
  },
  {
    id: "network-check",
    priority: 91,
    when: [],
    title: "Check your network is ready for growth",
    detail: "Coverage, firewall rules and documentation drift over time; a walk-through shows where.",
    service: "network-infrastructure",
  },
  {
    id: "data",
    priority: 92,
    when: [],
    title: "Put the data you already have to work",
    detail: "Simple dashboards turn the records you keep into decisions for your board or leadership.",
    service: "data-analytics",
  },
];

export type AreaScores = Record<Area, number>;

/** How a score reads beside its number: the lowest score of each rating, best first. */
const RATINGS = [
  { rating: "In good shape", from: 70 },
  { rating: "Getting there", from: 40 },
  { rating: "Needs attention", from: 0 },
] as const;
export type Rating = (typeof RATINGS)[number]["rating"];

export function ratingOf(score: number): Rating {
  return (RATINGS.find(({ from }) => score >= from) ?? RATINGS[2]).rating;
}

export type NextStep = { id: string; title: string; detail: string; href: string; serviceName: string };

export type AssessmentResult = { scores: AreaScores; overall: number; nextSteps: NextStep[] };

function answerOf(answers: Answers, question: ChoiceQuestion): readonly string[] {
  const value = answers[question];
  return Array.isArray(value) ? value : [value];
}

/** Each area's score, 0 to 100: its points as a share of the most it could score, rounded. */
function scoreAreas(answers: Answers, rules: readonly PointsRule[] = SCORING_RULES): AreaScores {
  const totals = Object.fromEntries(AREA_KEYS.map((area) => [area, { got: 0, max: 0 }])) as Record<
    Area,
    { got: number; max: number }
  >;
  for (const { area, question, points } of rules) {
    const [answer] = answerOf(answers, question);
    totals[area].got += answer === undefined ? 0 : (points[answer] ?? 0);
    totals[area].max += Math.max(...Object.values(points));
  }
  return Object.fromEntries(
    AREA_KEYS.map((area) => [
      area,
      totals[area].max === 0 ? 0 : Math.round((100 * totals[area].got) / totals[area].max),
    ]),
  ) as AreaScores;
}

/** The three most useful next steps: the highest-priority rules whose conditions all hold. */
function nextSteps(answers: Answers, rules: readonly NextStepRule[] = NEXT_STEP_RULES, count = 3): NextStep[] {
  return [...rules]
    .sort((a, b) => a.priority - b.priority)
    .filter((candidate) =>
      candidate.when.every(({ question, anyOf }) =>
        answerOf(answers, question).some((answer) => (anyOf as readonly string[]).includes(answer)),
      ),
    )
    .slice(0, count)
    .map(({ id, title, detail, service }) => ({
      id,
      title,
      detail,
      href: servicePath(service),
      serviceName: findService(service)?.name ?? service,
    }));
}

export function assessAnswers(answers: Answers): AssessmentResult {
  const scores = scoreAreas(answers);
  const overall = Math.round(AREA_KEYS.reduce((sum, area) => sum + scores[area], 0) / AREA_KEYS.length);
  return { scores, overall, nextSteps: nextSteps(answers) };
}
