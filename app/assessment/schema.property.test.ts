import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPLIANCE_BY_TYPE, LIMITS, OPTIONS, ORG_TYPES, STEPS, optionValues, type ChoiceQuestion } from "./questions";
import { AREA_KEYS, assessAnswers } from "./rules";
import { answersSchema, complianceStepSchema, schemaForStep, type Answers } from "./schema";

const single = <Q extends Exclude<ChoiceQuestion, "compliance">>(question: Q) =>
  fc.constantFrom(...optionValues(question));

/** Any answer set a person could give through the pages. */
const validAnswers: fc.Arbitrary<Answers> = fc.constantFrom(...ORG_TYPES).chain((orgType) =>
  fc.record({
    orgType: fc.constant(orgType),
    staffCount: single("staffCount"),
    deviceCount: single("deviceCount"),
    locations: single("locations"),
    itSupport: single("itSupport"),
    emailPlatform: single("emailPlatform"),
    fileStorage: single("fileStorage"),
    updates: single("updates"),
    wifi: single("wifi"),
    mfa: single("mfa"),
    training: single("training"),
    antivirus: single("antivirus"),
    backups: single("backups"),
    restoreTest: single("restoreTest"),
    compliance: fc.oneof(
      fc.constant<Answers["compliance"]>(["none"]),
      fc.subarray(
        COMPLIANCE_BY_TYPE[orgType].filter((value) => value !== "none"),
        { minLength: 1 },
      ),
    ),
    policies: single("policies"),
    worry: fc.option(
      fc.string({ maxLength: 200 }).map((text) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim()),
      {
        nil: undefined,
      },
    ),
  }),
);

const allQuestions = Object.keys(OPTIONS) as ChoiceQuestion[];

describe("the answer schema, over generated answers", () => {
  it("accepts every answer set the pages can produce, and scores each area from 0 to 100", () => {
    fc.assert(
      fc.property(validAnswers, (answers) => {
        const parsed = answersSchema.safeParse(answers);
        expect(parsed.success).toBe(true);
        const { scores, overall, nextSteps } = assessAnswers(parsed.data!);
        for (const area of AREA_KEYS) {
          expect(Number.isInteger(scores[area])).toBe(true);
          expect(scores[area]).toBeGreaterThanOrEqual(0);
          expect(scores[area]).toBeLessThanOrEqual(100);
        }
        expect(overall).toBeGreaterThanOrEqual(0);
        expect(overall).toBeLessThanOrEqual(100);
        expect(nextSteps).toHaveLength(3);
      }),
    );
  });

  it("refuses an answer that is not one of its question's options, naming that question", () => {
    fc.assert(
      fc.property(
        validAnswers,
        fc.constantFrom(...allQuestions.filter((question) => question !== "compliance")),
        fc.string({ maxLength: 30 }),
        (answers, question, junk) => {
          fc.pre(!(optionValues(question) as readonly string[]).includes(junk));
          const parsed = answersSchema.safeParse({ ...answers, [question]: junk });
          expect(parsed.success).toBe(false);
          expect(parsed.error!.issues.map((issue) => issue.path[0])).toContain(question);
        },
      ),
    );
  });

  it("refuses a regulation the organization type is not asked about", () => {
    fc.assert(
      fc.property(validAnswers, (answers) => {
        fc.pre(answers.orgType !== "school");
        const parsed = answersSchema.safeParse({ ...answers, compliance: ["ferpa"] });
        expect(parsed.success).toBe(false);
      }),
    );
  });

  it("refuses any set with a question missing or an unknown question added", () => {
    fc.assert(
      fc.property(
        validAnswers,
        fc.constantFrom(...allQuestions),
        fc.string({ minLength: 1 }),
        (answers, dropped, extra) => {
          const { [dropped]: _gone, ...rest } = answers;
          expect(answersSchema.safeParse(rest).success).toBe(false);
          fc.pre(!(extra in answers) && extra !== "worry");
          expect(answersSchema.safeParse({ ...answers, [extra]: "x" }).success).toBe(false);
        },
      ),
    );
  });

  it("never lets a worry through that is longer than the limit", () => {
    fc.assert(
      fc.property(validAnswers, fc.integer({ min: LIMITS.worry + 1, max: LIMITS.worry * 3 }), (answers, length) => {
        expect(answersSchema.safeParse({ ...answers, worry: "a".repeat(length) }).success).toBe(false);
      }),
      { numRuns: 20 },
    );
  });
});

describe("each step's form, as the server parses it", () => {
  it("either refuses a form of arbitrary fields, or keeps only that step's known answers", () => {
    const questionSteps = STEPS.filter((step) => step.key !== "contact");
    fc.assert(
      fc.property(
        fc.constantFrom(...questionSteps),
        fc.constantFrom(...ORG_TYPES),
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...allQuestions, "worry", "extra"), fc.string({ maxLength: 10 })),
            fc.oneof(fc.constantFrom(...allQuestions.flatMap((q) => optionValues(q))), fc.string({ maxLength: 40 })),
          ),
          { maxLength: 20 },
        ),
        (step, orgType, entries) => {
          const form = new FormData();
          for (const [name, value] of entries) form.append(name, value);
          const submission = parseWithZod(form, { schema: schemaForStep(step.key, { orgType }) });
          if (submission.status !== "success") return;
          const names = step.questions.map((question) => question.name as string);
          for (const [name, value] of Object.entries(submission.value)) {
            expect(names).toContain(name);
            if (name === "worry") continue;
            const known = optionValues(name as ChoiceQuestion) as readonly string[];
            for (const one of [value].flat()) expect(known).toContain(one);
          }
        },
      ),
    );
  });

  it("reads one ticked regulation as a list of one", () => {
    const form = new FormData();
    form.append("compliance", "hipaa");
    form.append("policies", "none");
    const submission = parseWithZod(form, { schema: complianceStepSchema("nonprofit") });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.compliance).toEqual(["hipaa"]);
  });
});
