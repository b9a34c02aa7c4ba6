import { useSyncExternalStore } from "react";
import { peopleZone, type ZoneChoice } from "./zone-labels";
import { BUSINESS_TIME_ZONE } from "./zone";

// The time zone the visitor reads the booking pages in: the browser's own until they pick another.
// Kept for the visit (every booking page reads it), not stored: a new visit starts from the browser's.
// The server, and the first render in the browser, use the business's zone, so the page hydrates as
// it was sent and then moves to the visitor's.

let browser: ZoneChoice | undefined;
let chosen: string | undefined;
const listeners = new Set<() => void>();

/** The browser's zone as it is offered, or the business's when the browser names none Intl knows. */
export function browserZone(): ZoneChoice {
  if (!browser) {
    try {
      browser = peopleZone(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
    } catch {
      browser = peopleZone(BUSINESS_TIME_ZONE, new Date());
    }
  }
  return browser;
}

export function chooseZone(zone: string): void {
  chosen = zone;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useChosenZone(): string {
  return useSyncExternalStore(
    subscribe,
    () => chosen ?? browserZone().zone,
    () => BUSINESS_TIME_ZONE,
  );
}
