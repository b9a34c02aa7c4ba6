import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { TextAreaField, TextField } from "~/components/ui/field";
import { fieldIds, type FieldState } from "~/components/ui/field-state";
import { FormAlert } from "~/components/ui/form-alert";
import { HoneypotFields } from "~/spam/honeypot-fields";
import type { QuestionView, StepActionData, StepValues, StepView } from "./step-view";

const FORM_ID = "audit-step-form";

/** Whether this document has already shown a step (module state: it starts afresh with each page load). */
let stepShownBefore = false;

type Errors = Record<string, string[] | null> | undefined;

function fieldState(question: QuestionView, values: StepValues, errors: Errors): FieldState {
  const value = values[question.name];
  return {
    ...fieldIds(`audit-${question.name}`),
    name: question.name,
    errors: errors?.[question.name] ?? undefined,
    defaultValue: typeof value === "string" ? value : undefined,
    required: question.kind === "input" ? question.required : question.kind !== "text",
    maxLength: "maxLength" in question ? question.maxLength : undefined,
  };
}

/** A question answered by picking: radios for one answer, checkboxes for several. */
function ChoiceQuestion({ question, field, chosen }: { question: QuestionView; field: FieldState; chosen: string[] }) {
  if (question.kind !== "single" && question.kind !== "multi") return null;
  const describedBy = [field.errors?.length ? field.errorId : null, question.hint ? field.hintId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      id={field.id}
      tabIndex={-1}
      aria-describedby={describedBy || undefined}
      data-invalid={field.errors?.length ? "" : undefined}
      className="rounded-lg"
    >
      <legend className="text-base font-semibold text-slate-900">
        {question.label}
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
        <span className="sr-only"> (required)</span>
      </legend>
      {question.hint ? (
        <p id={field.hintId} className="mt-1 text-sm text-slate-600">
          {question.hint}
        </p>
      ) : null}
      {field.errors?.length ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
          {field.errors.join(" ")}
        </p>
      ) : null}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {question.options.map((option) => {
          const id = `${field.id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-800 shadow-sm hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
            >
              <input
                id={id}
                type={question.kind === "single" ? "radio" : "checkbox"}
                name={question.name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                required={question.kind === "single" || undefined}
                aria-describedby={field.errors?.length ? field.errorId : undefined}
                className="mt-0.5 h-4 w-4 flex-none accent-brand-700"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function Question({ question, values, errors }: { question: QuestionView; values: StepValues; errors: Errors }) {
  const field = fieldState(question, values, errors);
  if (question.kind === "text") {
    return <TextAreaField field={field} label={question.label} hint={question.hint} rows={4} />;
  }
  if (question.kind === "input") {
    return (
      <TextField
        field={field}
        label={question.label}
        hint={question.hint}
        type={question.type}
        autoComplete={question.autoComplete}
      />
    );
  }
  const value = values[question.name];
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  return <ChoiceQuestion question={question} field={field} chosen={chosen} />;
}

function Progress({ step }: { step: StepView }) {
  return (
    <nav aria-label="Audit steps" className="print:hidden">
      <p className="text-sm font-medium text-brand-700">
        Step {step.number} of {step.total}
      </p>
      <ol className="mt-3 grid grid-cols-6 gap-1.5" role="list">
        {step.progress.map((item, index) => {
          const done = index < step.number - 1;
          const bar = `block h-1.5 rounded-full ${item.current || done ? "bg-brand-700" : "bg-slate-200"}`;
          return (
            <li key={item.title} aria-current={item.current ? "step" : undefined}>
              {item.href ? (
                <Link
                  to={item.href}
                  className="group block rounded focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <span className={bar} />
                  <span className="mt-1.5 hidden text-xs text-slate-700 underline-offset-2 group-hover:underline sm:block">
                    {item.title}
                  </span>
                  <span className="sr-only sm:hidden">{item.title}</span>
                </Link>
              ) : (
                <>
                  <span className={bar} />
                  <span
                    className={`mt-1.5 hidden text-xs sm:block ${item.current ? "font-semibold text-slate-900" : "text-slate-600"}`}
                  >
                    {item.title}
                  </span>
                  <span className="sr-only sm:hidden">{item.title}</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * One step of the audit: a plain form the server checks and keeps. Without JavaScript each Next
 * is a page load; with it, React Router sends the same form and moves to the next step in place.
 */
export function AuditStepForm({
  step,
  values,
  actionData,
}: {
  step: StepView;
  values: StepValues;
  actionData: StepActionData | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === step.action;
  const result = actionData?.result;
  const errors = result?.error ?? undefined;
  const formErrors = errors?.[""] ?? null;
  // After a refusal the visitor's own choices come back, not the kept ones.
  const shown = (result?.initialValue as StepValues | undefined) ?? values;
  // A refused first step was rendered for its POST, whose referrer is this page: keep the one it came with.
  const startPage = typeof shown.page === "string" ? shown.page : step.startPage;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A step that arrived without a page load gets focus on its heading, so a screen reader hears
  // it; a step that is the page's first render leaves focus where the browser put it.
  useEffect(() => {
    if (stepShownBefore) headingRef.current?.focus();
    stepShownBefore = true;
  }, [step.key]);
  useEffect(() => {
    if (!errors) return;
    formRef.current?.querySelector<HTMLElement>('[data-invalid], [aria-invalid="true"], [data-form-alert]')?.focus();
  }, [errors]);

  return (
    <div className="space-y-8">
      <Progress step={step} />
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-brand-900 outline-none">
          {step.title}
        </h2>
        <p className="mt-2 text-slate-700">{step.intro}</p>
      </div>
      <Form
        method="post"
        action={step.action}
        id={FORM_ID}
        ref={formRef}
        noValidate
        aria-describedby={formErrors ? `${FORM_ID}-error` : undefined}
        className="space-y-8"
      >
        {formErrors ? (
          <FormAlert id={`${FORM_ID}-error`}>
            <p>{formErrors.join(" ")}</p>
          </FormAlert>
        ) : errors ? (
          <FormAlert id={`${FORM_ID}-error`}>
            <p>Some answers need your attention: the messages are next to the questions.</p>
          </FormAlert>
        ) : null}
        {step.questions.map((question) => (
          <Question key={question.name} question={question} values={shown} errors={errors} />
        ))}
        {step.startPage ? <input type="hidden" name="page" value={startPage} /> : null}
        {step.key === "contact" ? <HoneypotFields formId={FORM_ID} token={actionData?.formToken} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
          {step.backHref ? (
            <ButtonLink to={step.backHref} variant="secondary">
              Back
            </ButtonLink>
          ) : (
            <span />
          )}
          <Button busy={busy} busyLabel={step.key === "contact" ? "Scoring…" : "Saving…"}>
            {step.submitLabel}
          </Button>
        </div>
      </Form>
    </div>
  );
}
