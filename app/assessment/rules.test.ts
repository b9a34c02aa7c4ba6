import { describe, expect, it } from "vitest";
import { OPTIONS, optionValues, type ChoiceQuestion } from "./questions";
import { AREA_KEYS, NEXT_STEP_RULES, SCORING_RULES, assessAnswers, ratingOf } from "./rules";
import type { Answers } from "./schema";

const best: Answers = {
  orgType: "business",
  staffCount: "11-50",
  deviceCount: "25-100",
  locations: "one",
  itSupport: "outside-provider",
  emailPlatform: "microsoft-365",
  fileStorage: "cloud",
  updates: "automatic",
  wifi: "separate",
  mfa: "everyone",
  training: "yearly",
  antivirus: "managed",
  backups: "automatic-offsite",
  restoreTest: "quarter",
  compliance: ["none"],
  policies: "written-reviewed",
};

const worst: Answers = {
  ...best,
  itSupport: "nobody",
  emailPlatform: "other",
  fileStorage: "own-computers",
  updates: "rarely",
  wifi: "shared",
  mfa: "no",
  training: "never",
  antivirus: "not-sure",
  backups: "none",
  restoreTest: "never",
  policies: "none",
};

const typicalSchool: Answers = {
  ...best,
  orgType: "school",
  itSupport: "staff-side-job",
  emailPlatform: "google-workspace",
  fileStorage: "mixed",
  updates: "when-prompted",
  mfa: "some",
  training: "once",
  antivirus: "built-in",
  backups: "automatic-local",
  restoreTest: "never",
  compliance: ["ferpa", "e-rate"],
  policies: "written-old",
};

const clinicNonprofit: Answers = {
  ...best,
  orgType: "nonprofit",
  itSupport: "in-house",
  emailPlatform: "not-sure",
  fileStorage: "office-server",
  updates: "rarely",
  wifi: "not-sure",
  mfa: "not-sure",
  training: "never",
  antivirus: "not-sure",
  backups: "automatic-offsite",
  restoreTest: "year",
  compliance: ["hipaa"],
  policies: "none",
};

// Worked by hand from the tables in rules.ts: points got / points possible, per area.
const table = [
  {
    name: "everything in place",
    answers: best,
    scores: { security: 100, backup: 100, devices: 100, compliance: 100, support: 100 },
    overall: 100,
    steps: ["yearly-review", "network-check", "data"],
  },
  {
    name: "nothing in place",
    answers: worst,
    scores: { security: 0, backup: 0, devices: 0, compliance: 0, support: 0 },
    overall: 0,
    steps: ["mfa", "backups", "owner"],
  },
  {
    // security 4/10, backup 2/7, devices 4/7, compliance 3/7, support 2/4
    name: "a typical school",
    answers: typicalSchool,
    scores: { security: 40, backup: 29, devices: 57, compliance: 43, support: 50 },
    overall: 44,
    steps: ["mfa", "policies", "restore-test"],
  },
  {
    // security 0/10, backup 6/7, devices 1/7, compliance 0/7, support 3/4
    name: "a health nonprofit with good backups and little else",
    answers: clinicNonprofit,
    scores: { security: 0, backup: 86, devices: 14, compliance: 0, support: 75 },
    overall: 35,
    steps: ["mfa", "policies", "training"],
  },
];

describe("assessAnswers", () => {
  it.each(table)("$name", ({ answers, scores, overall, steps }) => {
    const result = assessAnswers(answers);
    expect(result.scores).toEqual(scores);
    expect(result.overall).toBe(overall);
    expect(result.nextSteps.map((step) => step.id)).toEqual(steps);
  });

  it("links every next step to a service page", () => {
    for (const row of table) {
      for (const step of assessAnswers(row.answers).nextSteps) {
        expect(step.href).toMatch(/^\/services\/[a-z-]+$/);
        expect(step.serviceName).not.toMatch(/-/);
      }
    }
  });
});

describe("the rules themselves", () => {
  it("give every area something to score", () => {
    for (const area of AREA_KEYS) expect(SCORING_RULES.some((rule) => rule.area === area)).toBe(true);
  });

  it("give each question's best option full marks and name only options that exist", () => {
    for (const { question, points } of SCORING_RULES) {
      expect(Object.keys(points).sort()).toEqual([...optionValues(question)].sort());
      expect(Math.max(...Object.values(points))).toBeGreaterThan(0);
    }
  });

  it("name only options that exist in their conditions, and have unique ids", () => {
    for (const { when } of NEXT_STEP_RULES) {
      for (const { question, anyOf } of when) {
        const known = OPTIONS[question as ChoiceQuestion].map((option) => option.value as string);
        for (const value of anyOf) expect(known).toContain(value);
      }
    }
    const ids = NEXT_STEP_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("ratings", () => {
  it("reads each score by the lowest score of its rating", () => {
    expect([100, 70, 69, 40, 39, 0].map(ratingOf)).toEqual([
      "In good shape",
      "In good shape",
      "Getting there",
      "Getting there",
      "Needs attention",
      "Needs attention",
    ]);
  });
});
