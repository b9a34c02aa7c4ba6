import { COMPLIANCE_BY_TYPE, LIMITS, OPTIONS, STEPS, stepIndex, type OrgType, type StepKey } from "./questions";
import { firstIncompleteStep } from "./schema";
import type { QuestionView, StepValues, StepView } from "./step-view";

import { AUDIT_PATH, stepPath } from "./paths";

export { AUDIT_PATH, resultPath, stepPath } from "./paths";

const CONTACT_FIELDS: QuestionView[] = [
  {
    kind: "input",
    name: "name",
    label: "Your name",
    type: "text",
    autoComplete: "name",
    required: true,
    maxLength: LIMITS.name,
  },
  {
    kind: "input",
    name: "email",
    label: "Email",
    type: "email",
    autoComplete: "email",
    required: true,
    maxLength: LIMITS.email,
  },
  {
    kind: "input",
    name: "organization",
    label: "Organization",
    type: "text",
    autoComplete: "organization",
    required: true,
    maxLength: LIMITS.organization,
  },
  {
    kind: "input",
    name: "phone",
    label: "Phone",
    hint: "Optional. For a quicker call back.",
    type: "tel",
    autoComplete: "tel",
    required: false,
    maxLength: LIMITS.phone,
  },
];

function questionViews(step: (typeof STEPS)[number], orgType: OrgType | undefined): QuestionView[] {
  if (step.key === "contact") return CONTACT_FIELDS;
  return step.questions.map((question): QuestionView => {
    if (question.kind === "text") return { ...question, maxLength: LIMITS.worry };
    const options: { value: string; label: string }[] = [...OPTIONS[question.name]];
    if (question.name !== "compliance" || !orgType) return { ...question, options };
    const allowed: readonly string[] = COMPLIANCE_BY_TYPE[orgType];
    return { ...question, options: options.filter((option) => allowed.includes(option.value)) };
  });
}

/**
 * Everything a step's page shows. `draftId` is null on the first step of a new audit, which has
 * no draft yet: it is created by that step's first valid answers.
 */
export function stepView(
  key: StepKey,
  draftId: string | null,
  answers: Record<string, unknown>,
  startPage?: string,
): StepView {
  const index = stepIndex(key);
  const step = STEPS[index]!;
  const reached = draftId ? reachableSteps(firstIncompleteStep(answers)) : 1;
  return {
    key,
    title: step.title,
    intro: step.intro,
    number: index + 1,
    total: STEPS.length,
    questions: questionViews(step, answers.orgType as OrgType | undefined),
    action: draftId ? stepPath(draftId, key) : AUDIT_PATH,
    backHref: draftId && index > 0 ? stepPath(draftId, STEPS[index - 1]!.key) : null,
    submitLabel: key === "contact" ? "See my result" : "Next",
    progress: STEPS.map((other, otherIndex) => ({
      title: other.title,
      href: draftId && otherIndex < reached && otherIndex !== index ? stepPath(draftId, other.key) : null,
      current: otherIndex === index,
    })),
    startPage,
  };
}

/** How many steps from the start may be opened: every answered one and the first unanswered. */
function reachableSteps(firstIncomplete: StepKey | undefined): number {
  return firstIncomplete ? stepIndex(firstIncomplete) + 1 : STEPS.length;
}

/** The kept answers of one step, as its controls take them (anything not a string is left out). */
export function stepValues(key: StepKey, answers: Record<string, unknown>): StepValues {
  const step = STEPS[stepIndex(key)]!;
  const values: StepValues = {};
  for (const { name } of step.questions) {
    const value = answers[name];
    if (typeof value === "string") values[name] = value;
    else if (Array.isArray(value)) values[name] = value.filter((one): one is string => typeof one === "string");
  }
  return values;
}
