import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { storeContactRequest } from "~/contact/inbox.server";
import type { Database } from "~/lib/db/client.server";
import { assessmentDrafts } from "~/assessment/tables";
import { staffSessionRevocations } from "~/auth/tables";
import { contactRequests } from "~/contact/tables";
import { rateLimits } from "~/lib/db/shared-tables";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { housekeepingTasks, startHousekeeping } from "./housekeeping.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "housekeeping"));
});
afterAll(() => drop());

const HOUR_MS = 60 * 60 * 1000;

describe("housekeeping", () => {
  it("runs each capability's clean-up: contact and booking retention, audit drafts, ended rate-limit windows, expired sign-out records, orphan images, old insights views", () => {
    const env = { CONTACT_RETENTION_DAYS: 365, ASSESSMENT_DRAFT_RETENTION_DAYS: 30, INSIGHTS_RAW_DAYS: 30 };
    expect(housekeepingTasks(db, env).map((task) => task.name)).toEqual([
      "contactRequests",
      "bookings",
      "assessmentDrafts",
      "insightsViews",
      "rateLimits",
      "sessionRevocations",
      "orphanImages",
    ]);
  });

  it("deletes what has expired in one pass at start, and keeps what has not", async () => {
    const request = async (daysAgo: number) => {
      const { id } = await storeContactRequest(
        { name: "Lead", email: "lead@example.com", message: "Hello" },
        { page: "/contact", clientIp: "198.51.100.4", spam: false },
      );
      await db
        .update(contactRequests)
        .set({ receivedAt: sql`now() - make_interval(days => ${daysAgo})` })
        .where(eq(contactRequests.id, id));
      return id;
    };
    const oldRequest = await request(31);
    const newRequest = await request(29);
    await db.insert(rateLimits).values([
      { key: "contact:ended", points: 5, expire: Date.now() - HOUR_MS },
      { key: "contact:current", points: 1, expire: Date.now() + HOUR_MS },
    ]);
    await db.insert(staffSessionRevocations).values([
      { sid: "expired", expiresAt: new Date(Date.now() - HOUR_MS) },
      { sid: "current", expiresAt: new Date(Date.now() + HOUR_MS) },
    ]);

    await db.insert(assessmentDrafts).values([
      { id: "a".repeat(32), page: "/free-it-audit", updatedAt: new Date(Date.now() - 8 * 24 * HOUR_MS) },
      { id: "b".repeat(32), page: "/free-it-audit", updatedAt: new Date(Date.now() - 6 * 24 * HOUR_MS) },
    ]);

    await startHousekeeping(db, {
      CONTACT_RETENTION_DAYS: 30,
      ASSESSMENT_DRAFT_RETENTION_DAYS: 7,
      INSIGHTS_RAW_DAYS: 30,
    }).stop();

    expect((await db.select({ id: assessmentDrafts.id }).from(assessmentDrafts)).map((row) => row.id)).toEqual([
      "b".repeat(32),
    ]);

    const ids = (await db.select({ id: contactRequests.id }).from(contactRequests)).map((row) => row.id);
    expect(ids).toContain(newRequest);
    expect(ids).not.toContain(oldRequest);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).toEqual([
      "contact:current",
    ]);
    expect(
      (await db.select({ sid: staffSessionRevocations.sid }).from(staffSessionRevocations)).map((row) => row.sid),
    ).toEqual(["current"]);
  });
});
