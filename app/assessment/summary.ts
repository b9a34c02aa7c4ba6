import { OPTIONS, STEPS, type ChoiceQuestion } from "./questions";
import { AREAS, AREA_KEYS, type AreaScores } from "./rules";

export type AnsweredQuestion = { question: string; answer: string };

const labelOf = (question: ChoiceQuestion, value: unknown): string =>
  OPTIONS[question].find((option) => option.value === value)?.label ?? String(value);

/** Every question with the answer given, in the order they were asked, worded as the visitor saw them. */
export function describeAnswers(answers: Record<string, unknown>): AnsweredQuestion[] {
  return STEPS.flatMap((step) =>
    step.questions.map((question) => {
      const value = answers[question.name];
      if (question.kind === "text")
        return { question: question.label, answer: typeof value === "string" && value ? value : "(no answer)" };
      const values = Array.isArray(value) ? value : [value];
      return { question: question.label, answer: values.map((one) => labelOf(question.name, one)).join("; ") };
    }),
  );
}

/** "Security 40/100, Backup and recovery 29/100, …": the scores in one line for an e-mail. */
export function describeScores(scores: AreaScores): string {
  return AREA_KEYS.map((area) => `${AREAS[area]} ${scores[area]}/100`).join(", ");
}
