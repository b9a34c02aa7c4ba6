import { CALL_LOCATIONS, LOCATION_CHOICES, type CallLocation } from "./location";

/**
 * Phone or video, as a radio group any browser sends: one choice is always checked, so the form
 * never reaches the server without one (unless sent from a page of an older release).
 */
export function LocationChoice({
  idPrefix,
  legend,
  checked,
  errors,
  onChange,
}: {
  idPrefix: string;
  legend: string;
  checked: CallLocation;
  errors?: string[];
  onChange: (location: CallLocation) => void;
}) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {CALL_LOCATIONS.map((location) => {
          const id = `${idPrefix}-${location}`;
          return (
            <div
              key={location}
              className="flex items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                id={id}
                name="location"
                value={location}
                defaultChecked={location === checked}
                onChange={() => onChange(location)}
                aria-describedby={`${id}-hint`}
                aria-invalid={errors?.length ? true : undefined}
                className="mt-1 h-4 w-4 flex-none accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              />
              <div>
                <label htmlFor={id} className="font-semibold text-slate-900">
                  {LOCATION_CHOICES[location].label}
                </label>
                <p id={`${id}-hint`} className="text-sm text-slate-600">
                  {LOCATION_CHOICES[location].hint}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {errors?.length ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
