import type { SubmissionResult } from "@conform-to/react";
import type { StepKey } from "./questions";

/**
 * What a step's page shows, as its loader sends it: the words travel as data, so the page's
 * script carries no copy and no schema (decision 015's budget).
 */
type ChoiceView = { value: string; label: string };

export type QuestionView =
  | { kind: "single" | "multi"; name: string; label: string; hint?: string; options: ChoiceView[] }
  | { kind: "text"; name: string; label: string; hint?: string; maxLength: number }
  | {
      kind: "input";
      name: string;
      label: string;
      hint?: string;
      type: "text" | "email" | "tel";
      autoComplete: string;
      required: boolean;
      maxLength: number;
    };

type ProgressItem = { title: string; href: string | null; current: boolean };

export type StepView = {
  key: StepKey;
  title: string;
  intro: string;
  number: number;
  total: number;
  questions: QuestionView[];
  /** Where the form posts. */
  action: string;
  /** The previous step's address; null on the first. */
  backHref: string | null;
  submitLabel: string;
  progress: ProgressItem[];
  /** The page the audit was started from, carried by the first step's form. */
  startPage?: string;
};

/** Answers kept so far, as the form's controls take them. */
export type StepValues = Record<string, string | string[]>;

export type StepLoaderData = { state: "step"; step: StepView; values: StepValues } | { state: "missing" };

export type StepActionData = {
  result: SubmissionResult<string[]> | null;
  /** The contact step's spam token for the next send: the visitor's own, or a fresh one for an expired form. */
  formToken?: string;
};
