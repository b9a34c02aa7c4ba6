import { useId, useState } from "react";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700";
const primary =
  "rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const secondary =
  "rounded-md px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * A small form inside the editor (not a <form>: it sits inside the post's form): one field, an
 * action and Cancel. Enter applies, Escape cancels.
 */
export function InlinePanel({
  label,
  hint,
  initial = "",
  action,
  preview,
  onApply,
  onCancel,
  validate,
}: {
  label: string;
  hint?: string;
  initial?: string;
  action: string;
  preview?: React.ReactNode;
  onApply: (value: string) => void;
  onCancel: () => void;
  validate?: (value: string) => string | null;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const problem = validate?.(value.trim()) ?? null;
    setError(problem);
    if (!problem) onApply(value.trim());
  };
  return (
    <div className="flex flex-wrap items-end gap-3 border border-b-0 border-slate-400 bg-white p-3">
      {preview}
      <div className="min-w-60 flex-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <input
          id={id}
          value={value}
          autoFocus
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              onCancel();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          className={inputClass}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      </div>
      <div className="flex gap-2 pb-7">
        <button type="button" className={primary} onClick={apply}>
          {action}
        </button>
        <button type="button" className={secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
