import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { MonthGrid } from "./month-grid";
import type { DayOption } from "./page-data.server";
import { ZonePicker } from "./zone-picker";

/**
 * Step 1: the month grid and the time zone picker once JavaScript runs; until then, and without
 * JavaScript, the page's plain list of day links (`list`), which works on its own.
 */
export function DayPicker({
  days,
  selected,
  hrefFor,
  next,
  list,
}: {
  days: DayOption[];
  selected?: string;
  hrefFor: (day: string) => string;
  /** The id of the times' heading, where the focus goes once a day is chosen. */
  next: string;
  list: ReactNode;
}) {
  if (!useHydrated() || days.length === 0) return list;
  return (
    <>
      {/* A new chosen day starts the grid afresh, on that day. */}
      <MonthGrid key={selected} days={days} selected={selected} hrefFor={hrefFor} next={next} />
      <ZonePicker />
    </>
  );
}
