import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { getDb, type Database } from "~/lib/db/client.server";
import { loadBusinessCalendar } from "~/calendar/calendar.server";
import { recordLeadStep, withdrawLeadStep } from "~/insights/conversions.server";
import { wakeOutbox } from "~/outbox/enqueue.server";
import { queueReleasedLeadAlert, withdrawLeadAlerts } from "./alerts.server";
import { escalateAt, respondBy } from "./response-clock";
import { leadEvents, leadNotes, leads } from "./tables";
import type { LeadStatus } from "./kinds";
import { notifyLeadChanged } from "./live-notify.server";
import { leadVersion } from "./query.server";
import { SPAM_RELEASES } from "./spam-release.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What happened to a change:
 * - done: stored, with its history entry.
 * - unchanged: the lead already was so (nothing stored, nothing to tell anyone).
 * - conflict: someone changed the lead after this form was shown; nothing was overwritten.
 * - missing: no such lead (deleted meanwhile, or an id nobody was given).
 */
export type ChangeOutcome = { kind: "done" | "unchanged" | "conflict" | "missing" };

type Locked = { status: LeadStatus; owner: string | null; version: string };

/** Locks the lead's row for this transaction: two changes of one lead run one after the other. */
async function lock(tx: Transaction, id: string): Promise<Locked | undefined> {
  const [row] = await tx
    .select({ status: leads.status, owner: leads.owner, version: leadVersion })
    .from(leads)
    .where(eq(leads.id, id))
    .for("update");
  return row;
}

async function addNoteIn(tx: Transaction, id: string, actor: string, body: string, reply = false) {
  await tx.insert(leadNotes).values({ leadId: id, author: actor, body });
  await tx.insert(leadEvents).values({ leadId: id, actor, what: reply ? "reply" : "note" });
}

/** The first response stops the clock once; later ones leave it as it was. */
const firstResponseNow = sql`coalesce(${leads.firstResponseAt}, clock_timestamp())`;

/** Whether moving to this status answers the lead: leaving "new" does, unless it is for spam. */
const answers = (to: LeadStatus) => to !== "new" && to !== "spam";

/**
 * Stores a change and moves the version on. The wall clock, not the transaction's start (now()),
 * and always forwards: two changes never leave the same version, so a stale form always shows.
 */
export const nextVersion = sql`greatest(clock_timestamp(), ${leads.updatedAt} + interval '1 microsecond')`;

const touch = async (tx: Transaction, id: string, set: PgUpdateSetSource<typeof leads> = {}) => {
  await tx
    .update(leads)
    .set({ ...set, updatedAt: nextVersion })
    .where(eq(leads.id, id));
  // Every stored change passes here: open lead desk pages hear of it once the transaction commits.
  await notifyLeadChanged(tx, id);
};

/** A clock started now, for a lead that only now becomes one to answer. */
async function restartedClock(tx: Transaction) {
  const now = new Date();
  const calendar = await loadBusinessCalendar(tx, now);
  return { respondBy: respondBy(now, calendar), escalateAt: escalateAt(now, calendar), escalatedAt: null };
}

type Change = {
  /** The signed-in admin's e-mail (or the local administrator's label). */
  actor: string;
  /** The lead's version (updated_at) the form was shown with. */
  version: string;
};

/**
 * Moves a lead to a status, with an optional note, refusing a lost update: if the lead changed
 * after the form was shown, nothing is stored and the caller shows the current state.
 */
export async function changeStatus(id: string, change: Change & { to: LeadStatus; note?: string }) {
  const db = getDb();
  const outcome = await db.transaction(async (tx): Promise<ChangeOutcome & { from?: LeadStatus }> => {
    const current = await lock(tx, id);
    if (!current) return { kind: "missing" };
    if (current.version !== change.version) return { kind: "conflict" };
    if (current.status === change.to && !change.note) return { kind: "unchanged" };
    if (current.status !== change.to) {
      await tx
        .insert(leadEvents)
        .values({ leadId: id, actor: change.actor, what: "status", from: current.status, to: change.to });
    }
    if (change.note) await addNoteIn(tx, id, change.actor, change.note);
    await touch(tx, id, {
      status: change.to,
      ...(answers(change.to) ? { firstResponseAt: firstResponseNow } : {}),
      // A lead held as spam and found to be a person's starts its clock now.
      ...(current.status === "spam" && change.to === "new" ? await restartedClock(tx) : {}),
    });
    // Staff's alerts (alerts.server.ts): not sent yet, none goes for a lead no longer new; a lead
    // back from spam is announced as a new one.
    if (change.to !== "new") await withdrawLeadAlerts(tx, id);
    else if (current.status === "spam") await queueReleasedLeadAlert(tx, id);
    return { kind: "done", from: current.status };
  });
  wakeOutbox();
  // Insights (after the commit, never failing the change): a lead won counts once, and a lead
  // moved on from won no longer counts.
  if (outcome.from !== undefined && outcome.from !== change.to) {
    if (change.to === "won") await recordLeadStep(db, { kind: "won", leadId: id });
    else if (outcome.from === "won") await withdrawLeadStep(db, { kind: "won", leadId: id });
  }
  return { kind: outcome.kind } satisfies ChangeOutcome;
}

/** Gives the lead to a staff member (or to nobody: null), refusing a lost update. */
export async function setOwner(id: string, change: Change & { owner: string | null }) {
  const owner = change.owner?.toLowerCase() ?? null;
  return getDb().transaction(async (tx): Promise<ChangeOutcome> => {
    const current = await lock(tx, id);
    if (!current) return { kind: "missing" };
    if (current.version !== change.version) return { kind: "conflict" };
    if (current.owner === owner) return { kind: "unchanged" };
    await tx
      .insert(leadEvents)
      .values({ leadId: id, actor: change.actor, what: "owner", from: current.owner, to: owner });
    await touch(tx, id, { owner });
    return { kind: "done" };
  });
}

/**
 * Adds a note. A note overwrites nothing, so it is stored even when the lead changed after the
 * page was shown (two people writing notes at once both keep theirs).
 */
export async function addNote(id: string, note: { actor: string; body: string; reply?: boolean }) {
  return getDb().transaction(async (tx): Promise<ChangeOutcome> => {
    if (!(await lock(tx, id))) return { kind: "missing" };
    await addNoteIn(tx, id, note.actor, note.body, note.reply);
    await touch(tx, id, note.reply ? { firstResponseAt: firstResponseNow } : {});
    if (note.reply) await withdrawLeadAlerts(tx, id);
    return { kind: "done" };
  });
}

/**
 * "Not spam": a lead held as spam was a person's after all. Its source's e-mail to staff goes out
 * (contact request or audit) and the lead becomes new, in one transaction, refusing a lost update.
 * A lead that is not spam (anymore) is left as it is: nothing is sent twice.
 */
export async function markNotSpam(id: string, change: Change) {
  const outcome = await getDb().transaction(async (tx): Promise<ChangeOutcome & { wake?: () => void }> => {
    const current = await lock(tx, id);
    if (!current) return { kind: "missing" };
    if (current.version !== change.version) return { kind: "conflict" };
    if (current.status !== "spam") return { kind: "unchanged" };
    return { kind: "done", wake: await releaseLocked(tx, id, change.actor) };
  });
  outcome.wake?.();
  wakeOutbox();
  return { kind: outcome.kind } satisfies ChangeOutcome;
}

/**
 * "Not spam" said of a contact request on the messages page, which shows no lead version: its
 * lead is released as the lead desk would (new, its clock started, staff alerted). False when the
 * request has no lead held as spam; the caller then releases the request alone.
 */
export async function markContactLeadNotSpam(contactRequestId: number, actor: string): Promise<boolean> {
  const outcome = await getDb().transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.contactRequestId, contactRequestId));
    const current = lead ? await lock(tx, lead.id) : undefined;
    if (!lead || current?.status !== "spam") return undefined;
    return { wake: await releaseLocked(tx, lead.id, actor) };
  });
  if (!outcome) return false;
  outcome.wake?.();
  wakeOutbox();
  return true;
}

/** Releases a locked lead held as spam: its source delivered, the lead new with a fresh clock. */
async function releaseLocked(tx: Transaction, id: string, actor: string): Promise<(() => void) | undefined> {
  const [source] = await tx
    .select({ kind: leads.kind, contactRequestId: leads.contactRequestId, assessmentId: leads.assessmentId })
    .from(leads)
    .where(eq(leads.id, id));
  const release = source ? SPAM_RELEASES[source.kind] : undefined;
  // Started before the release, so what the visitor is told is the lead's own due time.
  const clock = await restartedClock(tx);
  if (release && source) await release.release(tx, { ...source, ...clock });
  await tx.insert(leadEvents).values({ leadId: id, actor, what: "status", from: "spam", to: "new" });
  await touch(tx, id, { status: "new", ...clock });
  await queueReleasedLeadAlert(tx, id);
  return release?.wake;
}
