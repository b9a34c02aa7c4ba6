import type { ReactNode } from "react";
import type { FieldState } from "./field-state";

/**
 * The site's form fields: a label, the control, a hint and the error, the last two read with the
 * control (aria-describedby) and the control marked aria-invalid while it has an error. Every form
 * uses these, so a field looks and reads the same on every page.
 */

export const control =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700";

const checkbox =
  "mt-0.5 h-4 w-4 flex-none accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export type FieldProps = {
  field: FieldState;
  label: string;
  /** Help under the control, read with it. */
  hint?: ReactNode;
  /**
   * False on a form whose fields are all required (the sign-in forms), where a mark on each would
   * tell nobody anything. The control stays `required` either way.
   */
  markRequired?: boolean;
};

export type SelectOption = { value: string; label: string };

/** The error first: it is what the visitor has to act on. */
function describedBy(field: FieldState, hint: ReactNode): string | undefined {
  const ids = [field.errors?.length ? field.errorId : null, hint ? field.hintId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function controlProps(field: FieldState, hint: ReactNode) {
  return {
    id: field.id,
    name: field.name,
    required: field.required || undefined,
    "aria-invalid": field.errors?.length ? true : undefined,
    "aria-describedby": describedBy(field, hint),
  };
}

/** A visible star for sighted visitors, words for screen readers (the star is not read). */
function RequiredMark() {
  return (
    <>
      <span className="text-red-700" aria-hidden="true">
        {" "}
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

function Label({ field, label, markRequired = true, className }: Omit<FieldProps, "hint"> & { className: string }) {
  return (
    <label htmlFor={field.id} className={className}>
      {label}
      {field.required && markRequired ? <RequiredMark /> : null}
    </label>
  );
}

function HintAndError({ field, hint }: Pick<FieldProps, "field" | "hint">) {
  return (
    <>
      {hint ? (
        <p id={field.hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {field.errors?.length ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
          {field.errors.join(" ")}
        </p>
      ) : null}
    </>
  );
}

export function Stacked({ field, label, hint, markRequired, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <Label
        field={field}
        label={label}
        markRequired={markRequired}
        className="block text-sm font-medium text-slate-800"
      />
      {children}
      <HintAndError field={field} hint={hint} />
    </div>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  ...props
}: FieldProps & {
  type?: "text" | "email" | "tel" | "url" | "password" | "number" | "date" | "datetime-local";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "url" | "numeric" | "decimal";
  placeholder?: string;
}) {
  const { field, hint } = props;
  return (
    <Stacked {...props}>
      <input
        {...controlProps(field, hint)}
        type={type}
        // A password is never written back into a page, whatever the server returns.
        defaultValue={type === "password" ? undefined : field.defaultValue}
        minLength={field.minLength}
        maxLength={field.maxLength}
        pattern={field.pattern}
        min={field.min}
        max={field.max}
        step={field.step}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        className={control}
      />
    </Stacked>
  );
}

export function TextAreaField({ rows, placeholder, ...props }: FieldProps & { rows: number; placeholder?: string }) {
  const { field, hint } = props;
  return (
    <Stacked {...props}>
      <textarea
        {...controlProps(field, hint)}
        defaultValue={field.defaultValue}
        minLength={field.minLength}
        maxLength={field.maxLength}
        rows={rows}
        placeholder={placeholder}
        className={control}
      />
    </Stacked>
  );
}

/** `placeholder` adds a first, empty choice (the field is then unanswered until one is picked). */
export function SelectField({
  options,
  placeholder,
  ...props
}: FieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const { field, hint } = props;
  return (
    <Stacked {...props}>
      <select {...controlProps(field, hint)} defaultValue={field.defaultValue} className={control}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Stacked>
  );
}

/** A yes/no question; sends "on" when ticked, nothing when not (as HTML does). */
export function CheckboxField({ field, label, hint, markRequired }: FieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...controlProps(field, hint)}
          type="checkbox"
          defaultChecked={field.defaultValue === "on"}
          className={checkbox}
        />
        <Label field={field} label={label} markRequired={markRequired} className="text-sm font-medium text-slate-800" />
      </div>
      <div className="pl-7">
        <HintAndError field={field} hint={hint} />
      </div>
    </div>
  );
}
