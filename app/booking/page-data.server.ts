import { getDb } from "~/lib/db/client.server";
import { loadAvailability, loadTaken } from "./availability.server";
import { formatDayShort, formatSlot, formatSlotTime } from "./format";
import { offersVideo } from "./meeting-link.server";
import { addDays, easternDay, easternInstant, freeSlots, openDays, type Slot } from "./slots";

/** What the pages show of a day and of a slot: plain, serializable. */
export type DayOption = { day: string; label: string; free: number };
export type SlotOption = { start: string; label: string; long: string };

export function slotOption(slot: Slot): SlotOption {
  return { start: slot.startsAt.toISOString(), label: formatSlotTime(slot.startsAt), long: formatSlot(slot.startsAt) };
}

/** The days from today to the horizon with free calls, and the settings the page mentions. */
export async function bookableDays(now = new Date(), except?: string) {
  const db = getDb();
  const availability = await loadAvailability(db, now);
  const today = easternDay(now);
  const taken = await loadTaken(
    easternInstant(today, 0),
    easternInstant(addDays(today, availability.horizonDays + 1), 0),
    availability.hosts,
    db,
    except,
  );
  const days: DayOption[] = openDays(availability, taken, now).map(({ day, free }) => ({
    day,
    free,
    label: formatDayShort(day),
  }));
  return { days, callMinutes: availability.callMinutes };
}

/** The free calls of one Eastern day, now. */
export async function bookableSlots(day: string, now = new Date(), except?: string): Promise<SlotOption[]> {
  const db = getDb();
  const availability = await loadAvailability(db, now);
  const taken = await loadTaken(
    easternInstant(addDays(day, -1), 0),
    easternInstant(addDays(day, 2), 0),
    availability.hosts,
    db,
    except,
  );
  return freeSlots(day, availability, taken, now).map(slotOption);
}

/**
 * What the day's page offers: its free calls, and whether a call may be a video call. One after
 * the other, so a page holds one database connection at a time, as before (a rush of refusals
 * re-renders this page for every visitor at once).
 */
export async function dayOffer(day: string, now = new Date()) {
  const slots = await bookableSlots(day, now);
  return { slots, videoOffered: await offersVideo() };
}
