import { useChosenZone } from "./chosen-zone";
import { formatSlotTime } from "./format";
import type { SlotOption } from "./page-data.server";
import { zoneLabel } from "./zone-labels";
import { BUSINESS_TIME_ZONE } from "./zone";

const dayIn = (instant: Date, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(instant);
const weekdayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }).format(instant);

/** "7:00 AM PST", or "Tue 2:00 AM GMT+8" when the visitor's date is not the business's (the days are Eastern). */
function timeIn(start: string, zone: string): string {
  const instant = new Date(start);
  const time = formatSlotTime(instant, zone);
  return dayIn(instant, zone) === dayIn(instant, BUSINESS_TIME_ZONE) ? time : `${weekdayIn(instant, zone)} ${time}`;
}

/** A free time as the visitor reads it: in the zone they chose (Eastern on the server and without JavaScript). */
export function SlotTime({ slot }: { slot: SlotOption }) {
  const zone = useChosenZone();
  return <>{zone === BUSINESS_TIME_ZONE ? slot.label : timeIn(slot.start, zone)}</>;
}

/** "7:00 AM PST (Pacific Time)" beside an Eastern time, when the visitor reads another zone. */
export function LocalTime({ start, className = "" }: { start: string; className?: string }) {
  const zone = useChosenZone();
  if (zone === BUSINESS_TIME_ZONE) return null;
  return (
    <span className={className}>
      {timeIn(start, zone)} ({zoneLabel(zone, new Date())})
    </span>
  );
}

/** "Times are in Eastern Time.", or the zone the visitor picked. */
export function ZoneNote() {
  return <>Times are in {zoneLabel(useChosenZone(), new Date())}.</>;
}
