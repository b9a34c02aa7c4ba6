import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { readWeeklyHours } from "~/calendar/weekly-hours.server";
import { hostFormSchema } from "../form";
import {
  addHost,
  blockHostDay,
  getHost,
  listHostBlockedDays,
  loadHostHoursForm,
  replaceHostHours,
  unblockHostDay,
  updateHost,
  type Host,
} from "../hosts.server";

/** A refused details form: Conform's answer, with what was typed. */
export type HostFormAnswer = { lastResult: SubmissionResult<string[]> };

export type AddHostOutcome = { kind: "added"; host: Host } | { kind: "invalid"; answer: HostFormAnswer };

/** The "Add a host" form of /admin/hosts. */
export async function addHostFromForm(form: FormData): Promise<AddHostOutcome> {
  const submission = parseWithZod(form, { schema: hostFormSchema });
  if (submission.status !== "success") return { kind: "invalid", answer: { lastResult: submission.reply() } };
  return { kind: "added", host: await addHost(submission.value) };
}

export type HostChange =
  | { kind: "saved" | "hours-saved" | "blocked" | "unblocked" | "gone" | "not-understood" }
  | { kind: "invalid"; answer: HostFormAnswer }
  | { kind: "hours-invalid"; errors: Record<string, string> }
  | { kind: "block-refused"; problem: string };

/**
 * Carries out one form of a host's page: their details, their own weekly hours ("business" puts
 * them back on the business's hours), or a blocked day.
 */
export async function changeHost(id: string, form: FormData): Promise<HostChange> {
  switch (form.get("intent")) {
    case "details": {
      const submission = parseWithZod(form, { schema: hostFormSchema });
      if (submission.status !== "success") return { kind: "invalid", answer: { lastResult: submission.reply() } };
      return (await updateHost(id, submission.value)) ? { kind: "saved" } : { kind: "gone" };
    }
    case "hours": {
      const hours = readWeeklyHours(form);
      const business = form.get("mode") === "business";
      if (!business && Object.keys(hours.errors).length > 0) return { kind: "hours-invalid", errors: hours.errors };
      // No row means the business's hours, so own hours need a day; a host taking no calls is made inactive.
      if (!business && hours.rows.length === 0)
        return {
          kind: "hours-invalid",
          errors: { mode: "Tick the days they take calls, or choose the business's hours." },
        };
      await replaceHostHours(id, business ? [] : hours.rows);
      return { kind: "hours-saved" };
    }
    case "block": {
      const problem = await blockHostDay(id, String(form.get("day") ?? ""), String(form.get("note") ?? ""));
      return problem ? { kind: "block-refused", problem } : { kind: "blocked" };
    }
    case "unblock":
      await unblockHostDay(id, String(form.get("day") ?? ""));
      return { kind: "unblocked" };
    default:
      return { kind: "not-understood" };
  }
}

/** Everything a host's page shows, or undefined for no such host. */
export async function loadHostPage(id: string) {
  const host = await getHost(id);
  if (!host) return undefined;
  const [hours, blocked] = await Promise.all([loadHostHoursForm(id), listHostBlockedDays(id)]);
  return { host, hours, blocked };
}
