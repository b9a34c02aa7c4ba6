import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";

/**
 * The editor's labelled controls. Each ties its hint and its error to the control with
 * aria-describedby, so a screen reader reads both when the field gets focus.
 */

const control =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-600 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700";

type Meta = FieldMetadata<string | undefined>;
type Common = { meta: Meta; label: string; hint?: React.ReactNode };

function Label({ meta, label }: Pick<Common, "meta" | "label">) {
  return (
    <label htmlFor={meta.id} className="block text-sm font-semibold text-slate-800">
      {label}
      {meta.required ? (
        <>
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
          <span className="sr-only"> (required)</span>
        </>
      ) : null}
    </label>
  );
}

function HintAndErrors({ meta, hint }: Pick<Common, "meta" | "hint">) {
  return (
    <>
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
          {meta.errors.join(" ")}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (meta: Meta, hint: React.ReactNode) => (hint ? meta.descriptionId : undefined);

export function TextInput({
  meta,
  label,
  hint,
  type = "text",
  placeholder,
}: Common & { type?: "text" | "datetime-local"; placeholder?: string }) {
  return (
    <div>
      <Label meta={meta} label={label} />
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: describedBy(meta, hint) })}
        placeholder={placeholder}
        className={control}
      />
      <HintAndErrors meta={meta} hint={hint} />
    </div>
  );
}

export function TextArea({ meta, label, hint, rows, placeholder }: Common & { rows: number; placeholder?: string }) {
  return (
    <div>
      <Label meta={meta} label={label} />
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: describedBy(meta, hint) })}
        rows={rows}
        placeholder={placeholder}
        className={control}
      />
      <HintAndErrors meta={meta} hint={hint} />
    </div>
  );
}

export function Select({ meta, label, hint, options }: Common & { options: readonly { value: string; label: string }[] }) {
  return (
    <div>
      <Label meta={meta} label={label} />
      <select {...getSelectProps(meta, { ariaDescribedBy: describedBy(meta, hint) })} className={control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <HintAndErrors meta={meta} hint={hint} />
    </div>
  );
}
