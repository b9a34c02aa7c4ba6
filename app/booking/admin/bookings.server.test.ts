import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { useFreshDatabase } from "../../../tests/support/fresh-database";
import { firstHostId } from "../../../tests/support/hosts";
import type { Database } from "~/lib/db/client.server";
import { assessments } from "~/assessment/tables";
import { bookings } from "../tables";
import { getStaffBooking, listStaffBookings } from "./bookings.server";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "staff-bookings"));
});
afterAll(async () => drop());

const publicId = () => randomBytes(24).toString("base64url");

async function bookingFrom(assessmentRef: string | null, hoursAhead: number) {
  const startsAt = new Date(Date.now() + hoursAhead * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 15 * 60_000);
  const [row] = await db
    .insert(bookings)
    .values({
      startsAt,
      endsAt,
      blockedUntil: endsAt,
      name: "Pat",
      email: "pat@school.test",
      manageTokenHash: randomUUID(),
      hostId: await firstHostId(db),
      assessmentRef,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

describe("staff bookings name the audit they were booked from", () => {
  it("shows the audit's organization and score with a link to its staff page, on the list and the lead page", async () => {
    const ref = publicId();
    const [audit] = await db
      .insert(assessments)
      .values({
        publicId: ref,
        draftId: publicId(),
        name: "Pat",
        email: "pat@school.test",
        organization: "Pat's School",
        orgType: "school",
        answers: {},
        scores: {},
        overall: 62,
        nextSteps: [],
        page: "/free-it-audit",
      })
      .returning({ id: assessments.id });
    const linked = await bookingFrom(ref, 48);
    const gone = await bookingFrom(publicId(), 49);
    const plain = await bookingFrom(null, 50);

    const expected = { organization: "Pat's School", overall: 62, href: `/admin/assessments/${audit!.id}` };
    const { upcoming } = await listStaffBookings();
    const byId = new Map(upcoming.map((row) => [row.id, row]));
    expect(byId.get(linked)?.audit).toEqual(expected);
    expect(byId.get(gone)?.audit).toBeNull();
    expect(byId.get(gone)?.assessmentRef).toBeTruthy();
    expect(byId.get(plain)?.audit).toBeNull();
    expect((await getStaffBooking(linked))?.audit).toEqual(expected);
  });
});
