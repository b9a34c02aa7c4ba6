import { browserZone, chooseZone, useChosenZone } from "./chosen-zone";
import { zoneChoices } from "./zone-labels";

/** The zone the times are shown in: the browser's by default. Only with JavaScript (the server shows Eastern). */
export function ZonePicker() {
  const zone = useChosenZone();
  return (
    <label className="mt-4 block text-sm font-semibold text-slate-800">
      Time zone
      <select
        value={zone}
        onChange={(event) => chooseZone(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {zoneChoices(browserZone()).map((choice) => (
          <option key={choice.zone} value={choice.zone}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
