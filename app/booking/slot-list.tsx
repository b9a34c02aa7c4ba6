import { Link } from "react-router";
import type { Arrival } from "./arrival-focus";
import { SlotTime } from "./local-time";
import type { SlotOption } from "./page-data.server";

/** Step 2: a day's free calls, each a plain link that opens the form for it. */
export function SlotList({
  slots,
  selected,
  hrefFor,
}: {
  slots: SlotOption[];
  selected?: string;
  hrefFor: (slot: SlotOption) => string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4" data-testid="booking-slots">
      {slots.map((slot) => {
        const current = slot.start === selected;
        return (
          <li key={slot.start}>
            <Link
              to={hrefFor(slot)}
              preventScrollReset
              state={{ focus: "details-heading" } satisfies Arrival}
              aria-current={current ? "true" : undefined}
              className={`block rounded-lg border px-3 py-2 text-center text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-brand-900 hover:border-brand-700 hover:bg-brand-50"
              }`}
            >
              <SlotTime slot={slot} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
