/** One form control's state: names, constraints, the value to start from and its errors. */
export type FieldState = {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  defaultValue: string | undefined;
  required: boolean;
  maxLength: number | undefined;
};

const control =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700";

type Common = { label: string; field: FieldState };

/** The attributes every control shares; the error is announced with the field it belongs to. */
function controlProps(field: FieldState) {
  const invalid = Boolean(field.errors?.length);
  return {
    id: field.id,
    name: field.name,
    required: field.required || undefined,
    defaultValue: field.defaultValue,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? field.errorId : undefined,
    className: control,
  };
}

function Label({ field, label }: Common) {
  return (
    <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
      {label}
      {field.required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

function Errors({ field }: { field: FieldState }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-1 text-sm text-red-700">
      {field.errors.join(" ")}
    </p>
  );
}

export function InputField({
  field,
  label,
  type,
  autoComplete,
}: Common & { type: "text" | "email" | "tel"; autoComplete?: string }) {
  return (
    <div>
      <Label field={field} label={label} />
      <input {...controlProps(field)} type={type} maxLength={field.maxLength} autoComplete={autoComplete} />
      <Errors field={field} />
    </div>
  );
}

export function TextareaField({ field, label, rows }: Common & { rows: number }) {
  return (
    <div>
      <Label field={field} label={label} />
      <textarea {...controlProps(field)} maxLength={field.maxLength} rows={rows} />
      <Errors field={field} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  placeholder,
  options,
}: Common & { placeholder: string; options: readonly string[] }) {
  return (
    <div>
      <Label field={field} label={label} />
      <select {...controlProps(field)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Errors field={field} />
    </div>
  );
}
