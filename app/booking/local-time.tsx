import { useHydrated } from "remix-utils/use-hydrated";
import { formatSlotTime } from "./format";
import { BUSINESS_TIME_ZONE } from "./zone";

/** The browser's time zone, once React runs (the server cannot know it). */
function useVisitorZone(): string | undefined {
  const hydrated = useHydrated();
  if (!hydrated) return undefined;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== BUSINESS_TIME_ZONE ? zone : undefined;
}

/** "4:00 PM GMT your time", with JavaScript and only when the visitor is not on Eastern time. */
export function LocalTime({ start, className = "" }: { start: string; className?: string }) {
  const zone = useVisitorZone();
  if (!zone) return null;
  return <span className={className}>{formatSlotTime(new Date(start), zone)} your time</span>;
}

/** One line saying which zone the visitor's own times are in. */
export function LocalZoneNote() {
  const zone = useVisitorZone();
  if (!zone) return null;
  return <> Your own time ({zone.replace(/_/g, " ")}) is shown beside each.</>;
}
