import { z } from "zod";
import { multiLine, singleLine } from "~/lib/typed-text";
import {
  COMPLIANCE_BY_TYPE,
  LIMITS,
  OPTIONS,
  STEPS,
  optionValues,
  type ChoiceQuestion,
  type OrgType,
  type StepKey,
} from "./questions";

const messages = {
  choose: "Please choose one of the answers.",
  chooseSome: "Please choose at least one, or 'None of these, or not sure'.",
  noneAlone: "'None of these, or not sure' cannot be combined with the others.",
  notForType: "That choice does not apply to your kind of organization. Please choose again.",
  required: (label: string) => `Please enter your ${label}.`,
  tooLong: (label: string, max: number) =>
    `Your ${label} is too long: at most ${max.toLocaleString("en-US")} characters.`,
  control: (label: string) => `Your ${label} contains characters that cannot be typed. Please remove them.`,
  oneLine: (label: string) =>
    `Your ${label} must be on one line, without line breaks, tabs or invisible characters. Please retype it.`,
  email: "Please enter a valid email address, like name@example.org.",
} as const;

const choice = <Q extends ChoiceQuestion>(question: Q) => z.enum(optionValues(question), { error: messages.choose });

const text = (label: string, max: number) =>
  singleLine(
    z
      .string({ error: messages.required(label) })
      .trim()
      .min(1, messages.required(label))
      .max(max, messages.tooLong(label, max)),
    messages.oneLine(label),
  );

const compliance = z
  .array(choice("compliance"), { error: messages.chooseSome })
  .min(1, messages.chooseSome)
  .max(OPTIONS.compliance.length, messages.chooseSome)
  .refine((values) => new Set(values).size === values.length, messages.chooseSome)
  .refine((values) => !values.includes("none") || values.length === 1, messages.noneAlone);

// Line breaks are welcome in the worry.
const worry = multiLine(
  z.string().trim().max(LIMITS.worry, messages.tooLong("answer", LIMITS.worry)),
  messages.control("answer"),
).optional();

/** Each step's answers, as the server checks them when the step is sent. */
export const stepSchemas = {
  organization: z.object({
    orgType: choice("orgType"),
    staffCount: choice("staffCount"),
    deviceCount: choice("deviceCount"),
    locations: choice("locations"),
  }),
  "it-today": z.object({
    itSupport: choice("itSupport"),
    emailPlatform: choice("emailPlatform"),
    fileStorage: choice("fileStorage"),
    updates: choice("updates"),
    wifi: choice("wifi"),
  }),
  security: z.object({ mfa: choice("mfa"), training: choice("training"), antivirus: choice("antivirus") }),
  backup: z.object({ backups: choice("backups"), restoreTest: choice("restoreTest") }),
  compliance: z.object({ compliance, policies: choice("policies"), worry }),
  contact: z.object({
    name: text("name", LIMITS.name),
    email: text("email", LIMITS.email).pipe(z.email(messages.email)),
    organization: text("organization's name", LIMITS.organization),
    phone: singleLine(
      z.string().trim().max(LIMITS.phone, messages.tooLong("phone number", LIMITS.phone)),
      messages.oneLine("phone number"),
    ).optional(),
  }),
} satisfies Record<StepKey, z.ZodObject>;

/** The compliance step for one organization type: only the regulations it was offered. */
export function complianceStepSchema(orgType: OrgType | undefined) {
  const allowed: readonly string[] = orgType ? COMPLIANCE_BY_TYPE[orgType] : [];
  return stepSchemas.compliance.extend({
    compliance: compliance.refine((values) => values.every((value) => allowed.includes(value)), messages.notForType),
  });
}

/** The schema a step is checked with, given the answers already kept. */
export function schemaForStep(step: StepKey, answers: Partial<Answers>) {
  return step === "compliance" ? complianceStepSchema(answers.orgType) : stepSchemas[step];
}

const questionSteps = STEPS.filter((step) => step.key !== "contact").map((step) => step.key) as Exclude<
  StepKey,
  "contact"
>[];

/**
 * Every answer of a finished audit, checked once more as a whole when the audit is finished:
 * a draft is data from the database, and answers given before the organization type changed
 * may no longer fit it.
 */
export const answersSchema = z
  .object({
    ...stepSchemas.organization.shape,
    ...stepSchemas["it-today"].shape,
    ...stepSchemas.security.shape,
    ...stepSchemas.backup.shape,
    ...stepSchemas.compliance.shape,
  })
  .strict()
  .superRefine((answers, ctx) => {
    const allowed: readonly string[] = COMPLIANCE_BY_TYPE[answers.orgType];
    if (!answers.compliance.every((value) => allowed.includes(value))) {
      ctx.addIssue({ code: "custom", path: ["compliance"], message: messages.notForType });
    }
  });

export type Answers = z.infer<typeof answersSchema>;
export type ContactDetails = z.infer<(typeof stepSchemas)["contact"]>;

/** The first question step whose answers are missing or no longer valid, or undefined when all are kept. */
export function firstIncompleteStep(answers: Record<string, unknown>): StepKey | undefined {
  for (const step of questionSteps) {
    const schema = schemaForStep(step, answers as Partial<Answers>);
    if (!schema.safeParse(answers).success) return step;
  }
  return undefined;
}
