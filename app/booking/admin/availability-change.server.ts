import { blockDay, unblockDay } from "~/calendar/blocked-days.server";
import { switchHoliday } from "~/calendar/calendar.server";
import { getEnv } from "~/lib/env.server";
import { replaceFeedToken, revokeFeedToken } from "../feed.server";
import { saveAvailability, type AvailabilityErrors } from "./availability.server";

/** What one post of the availability page did; the route turns each into a page or a toast. */
export type AvailabilityChange =
  | { kind: "saved" | "blocked" | "unblocked" | "feed-off" }
  | { kind: "invalid"; errors: AvailabilityErrors }
  | { kind: "block-refused"; problem: string }
  | { kind: "feed-created"; feedUrl: string }
  | { kind: "holiday-closed" | "holiday-open"; holiday: string }
  | { kind: "not-understood" };

/**
 * Carries out the form's intent: save the settings, block or open a day, observe a holiday or
 * switch it off, or replace or revoke the feed.
 */
export async function changeAvailability(form: FormData): Promise<AvailabilityChange> {
  switch (form.get("intent")) {
    case "save": {
      const result = await saveAvailability(form);
      return result.ok ? { kind: "saved" } : { kind: "invalid", errors: result.errors };
    }
    case "block": {
      const problem = await blockDay(String(form.get("day") ?? ""), String(form.get("note") ?? ""));
      return problem ? { kind: "block-refused", problem } : { kind: "blocked" };
    }
    case "unblock":
      await unblockDay(String(form.get("day") ?? ""));
      return { kind: "unblocked" };
    case "holiday-closed":
    case "holiday-open": {
      const closed = form.get("intent") === "holiday-closed";
      const holiday = await switchHoliday(String(form.get("holiday") ?? ""), closed);
      if (!holiday) return { kind: "not-understood" };
      return { kind: closed ? "holiday-closed" : "holiday-open", holiday };
    }
    case "feed-new": {
      const token = await replaceFeedToken();
      // Shown once, in this answer only: the database keeps just its hash.
      return { kind: "feed-created", feedUrl: `${getEnv().SITE_URL}/book/feed/${token}.ics` };
    }
    case "feed-revoke":
      await revokeFeedToken();
      return { kind: "feed-off" };
    default:
      return { kind: "not-understood" };
  }
}
