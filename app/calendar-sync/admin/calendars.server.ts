import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { listHosts } from "~/hosts/hosts.server";
import { formatDateTime } from "~/lib/time";
import { BUSINESS_FEED, feedStatuses, setFeedAddress } from "../feeds.server";
import { feedAddressSchema } from "../schema";
import { syncFeed, type SyncOutcome } from "../sync.server";

/**
 * The staff page of calendars: which feeds it offers, how each stands, and what a post does. The
 * business's own calendar takes every host; each host's (labelled with the host's name) that host.
 */
async function owners(): Promise<{ ownerId: string; label: string }[]> {
  const hosts = await listHosts();
  return [BUSINESS_FEED, ...hosts.map((host) => ({ ownerId: host.id, label: `${host.name}'s calendar` }))];
}

export type FeedView = {
  ownerId: string;
  label: string;
  /** The business's own calendar, which takes every host (a host's takes that host only). */
  everyHost: boolean;
  address: string | null;
  lastOk: string | null;
  lastAttempt: string | null;
  lastError: string | null;
  busyAhead: number;
};

// Computed on the server and sent with the page, so Zod stays out of the browser bundle.
const addressConstraint = getZodConstraint(feedAddressSchema);

export async function loadCalendarsPage() {
  const statuses = await feedStatuses(await owners());
  const feeds: FeedView[] = statuses.map((status) => ({
    ownerId: status.ownerId,
    label: status.label,
    everyHost: status.ownerId === BUSINESS_FEED.ownerId,
    address: status.address,
    lastOk: status.lastOkAt && formatDateTime(status.lastOkAt),
    lastAttempt: status.lastAttemptAt && formatDateTime(status.lastAttemptAt),
    lastError: status.lastError,
    busyAhead: status.busyAhead,
  }));
  return { feeds, constraint: addressConstraint };
}

export type CalendarChange =
  | { kind: "saved"; label: string; sync: SyncOutcome }
  | { kind: "unchanged" | "removed"; label: string }
  | { kind: "synced"; label: string; sync: SyncOutcome }
  | { kind: "invalid"; ownerId: string; result: SubmissionResult<string[]> }
  | { kind: "not-understood" };

/** Carries out one post of the page: save an address (and read it at once), read now, or remove. */
export async function changeCalendars(form: FormData): Promise<CalendarChange> {
  const owner = (await owners()).find((each) => each.ownerId === form.get("ownerId"));
  if (!owner) return { kind: "not-understood" };
  switch (form.get("intent")) {
    case "save": {
      const submission = parseWithZod(form, { schema: feedAddressSchema });
      if (submission.status !== "success")
        return { kind: "invalid", ownerId: owner.ownerId, result: submission.reply() };
      const saved = await setFeedAddress(owner.ownerId, owner.label, submission.value.address);
      if (saved.kind === "invalid")
        return {
          kind: "invalid",
          ownerId: owner.ownerId,
          result: submission.reply({ fieldErrors: { address: [saved.problem] } }),
        };
      if (saved.kind === "unchanged") return { kind: "unchanged", label: owner.label };
      return { kind: "saved", label: owner.label, sync: await syncFeed(owner.ownerId) };
    }
    case "sync":
      return { kind: "synced", label: owner.label, sync: await syncFeed(owner.ownerId) };
    case "remove":
      await setFeedAddress(owner.ownerId, owner.label, null);
      return { kind: "removed", label: owner.label };
    default:
      return { kind: "not-understood" };
  }
}
