import type { FieldMetadata } from "@conform-to/react";
import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";

const control =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700";

type Common = { label: string; meta: FieldMetadata<string | undefined> };

function Label({ meta, label }: Common) {
  return (
    <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
      {label}
      {meta.required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

function Errors({ meta }: { meta: Common["meta"] }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="mt-1 text-sm text-red-700">
      {meta.errors.join(" ")}
    </p>
  );
}

export function InputField({
  meta,
  label,
  type,
  autoComplete,
}: Common & { type: "text" | "email" | "tel"; autoComplete?: string }) {
  return (
    <div>
      <Label meta={meta} label={label} />
      <input {...getInputProps(meta, { type })} autoComplete={autoComplete} className={control} />
      <Errors meta={meta} />
    </div>
  );
}

export function TextareaField({ meta, label, rows }: Common & { rows: number }) {
  return (
    <div>
      <Label meta={meta} label={label} />
      <textarea {...getTextareaProps(meta)} rows={rows} className={control} />
      <Errors meta={meta} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  placeholder,
  options,
}: Common & { placeholder: string; options: readonly string[] }) {
  return (
    <div>
      <Label meta={meta} label={label} />
      <select {...getSelectProps(meta)} className={control}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Errors meta={meta} />
    </div>
  );
}
