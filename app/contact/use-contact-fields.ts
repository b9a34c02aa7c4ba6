import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { fieldIds, type FieldState } from "~/components/ui/field-state";
import type { ContactConstraint } from "./constraint.server";
import { CONTACT_FIELD_LABELS, fieldProblem, type ContactFieldName } from "./fields";

type Errors = Partial<Record<ContactFieldName, string[]>>;

const FIELD_NAMES = Object.keys(CONTACT_FIELD_LABELS) as ContactFieldName[];

function errorsOf(result: SubmissionResult<string[]> | null | undefined): Errors {
  const errors: Errors = {};
  for (const name of FIELD_NAMES) {
    const messages = result?.error?.[name];
    if (messages?.length) errors[name] = messages;
  }
  return errors;
}

function isControl(target: EventTarget): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
  );
}

/**
 * The contact form's fields: ids, constraints, the values and errors of the server's last refusal
 * (Conform's SubmissionResult). A field's error follows the visitor's corrections in the browser,
 * without a request per keystroke, and the first refused field takes focus when a refusal arrives.
 */
export function useContactFields(
  formId: string,
  lastResult: SubmissionResult<string[]> | null | undefined,
  constraint: ContactConstraint,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState(() => errorsOf(lastResult));
  const [shownResult, setShownResult] = useState(lastResult);
  if (shownResult !== lastResult) {
    setShownResult(lastResult);
    setErrors(errorsOf(lastResult));
  }

  useEffect(() => {
    const form = formRef.current;
    const refused = errorsOf(lastResult);
    if (!form || Object.keys(refused).length === 0) return;
    for (const element of form.elements) {
      if (isControl(element) && element.name in refused) {
        element.focus();
        break;
      }
    }
  }, [lastResult]);

  function onInput(event: FormEvent<HTMLFormElement>) {
    const control = event.target;
    if (!isControl(control) || !(control.name in CONTACT_FIELD_LABELS)) return;
    const name = control.name as ContactFieldName;
    // Only the fields the server refused are re-checked (each time they change): nobody is
    // scolded about a field they have not been told about yet.
    if (!(name in errorsOf(shownResult))) return;
    const problem = fieldProblem(name, control.value, control.validity);
    setErrors((current) => ({ ...current, [name]: problem ? [problem] : undefined }));
  }

  const initial = lastResult?.initialValue ?? {};
  const fields = Object.fromEntries(
    FIELD_NAMES.map((name): [ContactFieldName, FieldState] => {
      const value = initial[name];
      return [
        name,
        {
          ...fieldIds(`${formId}-${name}`),
          name,
          errors: errors[name],
          defaultValue: typeof value === "string" ? value : undefined,
          required: constraint[name]?.required ?? false,
          maxLength: constraint[name]?.maxLength,
        },
      ];
    }),
  ) as Record<ContactFieldName, FieldState>;

  return { formRef, fields, onInput };
}
