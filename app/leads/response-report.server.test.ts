// Issue #29: "The report's figures equal those computed by hand for a seeded set of leads." Every
// expected number below was worked out on paper from the table of leads, not by the code.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { assessments } from "~/assessment/tables";
import { businessHours } from "~/calendar/tables";
import { bookings } from "~/booking/tables";
import { contactRequests } from "~/contact/tables";
import { bookingHosts } from "~/hosts/tables";
import type { Database } from "~/lib/db/client.server";
import { easternWallTimeToDate } from "~/lib/time";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import type { LeadKind, LeadStatus } from "./kinds";
import type { Figures, Group } from "./response-report";
import { loadResponseReport } from "./response-report.server";
import { leads } from "./tables";

let db: Database;
let drop: () => Promise<void>;

const eastern = (wallTime: string) => easternWallTimeToDate(wallTime);
const ANA = "ana@example.com";
const BEN = "ben@example.com";

type Seed = {
  kind: LeadKind;
  owner: string | null;
  received: string;
  due: string;
  answered: string | null;
  status?: LeadStatus;
};

/** Its source row (the leads table insists on one of the lead's kind), then the lead with its clock as given. */
async function seed(lead: Seed, index: number) {
  const receivedAt = eastern(lead.received);
  const person = { name: `Lead ${index}`, email: `lead${index}@example.com` };
  const source =
    lead.kind === "contact"
      ? {
          contactRequestId: (
            await db
              .insert(contactRequests)
              .values({ ...person, message: "Help", page: "/contact", receivedAt })
              .returning({ id: contactRequests.id })
          )[0]!.id,
        }
      : lead.kind === "booking"
        ? {
            bookingId: (
              await db
                .insert(bookings)
                .values({
                  ...person,
                  hostId: (await db.select({ id: bookingHosts.id }).from(bookingHosts).limit(1))[0]!.id,
                  // Each call a day apart, so no two overlap on the one host.
                  startsAt: new Date(Date.UTC(2027, 5, index, 14)),
                  endsAt: new Date(Date.UTC(2027, 5, index, 15)),
                  blockedUntil: new Date(Date.UTC(2027, 5, index, 15)),
                  manageTokenHash: randomBytes(32).toString("hex"),
                })
                .returning({ id: bookings.id })
            )[0]!.id,
          }
        : {
            assessmentId: (
              await db
                .insert(assessments)
                .values({
                  ...person,
                  publicId: randomBytes(24).toString("base64url"),
                  draftId: randomBytes(8).toString("hex"),
                  organization: "Org",
                  orgType: "school",
                  answers: {},
                  scores: {},
                  overall: 50,
                  nextSteps: [],
                  page: "/free-it-audit",
                })
                .returning({ id: assessments.id })
            )[0]!.id,
          };
  await db.insert(leads).values({
    ...person,
    ...source,
    kind: lead.kind,
    owner: lead.owner,
    status: lead.status ?? (lead.answered ? "contacted" : "new"),
    receivedAt,
    respondBy: eastern(lead.due),
    firstResponseAt: lead.answered ? eastern(lead.answered) : null,
  });
}

// Business hours 9-5, Monday to Friday; no holiday in these weeks. "Now" is Wednesday March 10
// 2027, 2 PM: the report's four weeks are those of February 15 and 22, March 1 and March 8.
const NOW = eastern("2027-03-10T14:00");

// Business minutes to first response, worked by hand beside each lead.
const LEADS: Seed[] = [
  // Week of March 1
  { kind: "contact", owner: ANA, received: "2027-03-01T10:00", due: "2027-03-01T12:00", answered: "2027-03-01T10:30" }, // A: in time, 30
  { kind: "booking", owner: ANA, received: "2027-03-02T16:00", due: "2027-03-03T10:00", answered: "2027-03-03T09:45" }, // B: in time, 60 + 45 = 105
  {
    kind: "assessment",
    owner: BEN,
    received: "2027-03-03T11:00",
    due: "2027-03-03T13:00",
    answered: "2027-03-03T15:30",
  }, // C: late, 270
  { kind: "contact", owner: null, received: "2027-03-05T16:30", due: "2027-03-08T10:30", answered: "2027-03-08T09:10" }, // D: in time, 30 + 10 = 40
  { kind: "contact", owner: BEN, received: "2027-03-06T12:00", due: "2027-03-08T11:00", answered: null }, // E: missed
  // Sunday 11:30 PM in Atlanta, already Monday in UTC: still the week of March 1.
  { kind: "booking", owner: ANA, received: "2027-03-07T23:30", due: "2027-03-08T11:00", answered: "2027-03-08T13:00" }, // F: late, 240
  // Spam: left out everywhere.
  {
    kind: "contact",
    owner: ANA,
    received: "2027-03-02T10:00",
    due: "2027-03-02T12:00",
    answered: null,
    status: "spam",
  },
  // Week of March 8 (the current week)
  { kind: "contact", owner: ANA, received: "2027-03-08T09:00", due: "2027-03-08T11:00", answered: "2027-03-08T09:20" }, // G: in time, 20
  {
    kind: "assessment",
    owner: ANA,
    received: "2027-03-09T16:30",
    due: "2027-03-10T10:30",
    answered: "2027-03-10T10:30",
  }, // H: in time to the instant, 30 + 90 = 120
  { kind: "contact", owner: null, received: "2027-03-10T13:00", due: "2027-03-10T15:00", answered: null }, // I: waiting, not due
  { kind: "booking", owner: BEN, received: "2027-03-10T09:00", due: "2027-03-10T11:00", answered: null }, // J: missed
  {
    kind: "contact",
    owner: BEN,
    received: "2027-03-09T10:00",
    due: "2027-03-09T12:00",
    answered: "2027-03-09T12:00:40",
  }, // K: late by 40 s, 120 2/3 → 121
  { kind: "contact", owner: ANA, received: "2027-03-08T14:00", due: "2027-03-08T16:00", answered: "2027-03-08T14:05" }, // L: in time, 5
  // Week of February 8: before the four weeks.
  { kind: "contact", owner: ANA, received: "2027-02-09T10:00", due: "2027-02-09T12:00", answered: "2027-02-09T10:10" },
];

const nineToFive = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensMinute: 9 * 60, closesMinute: 17 * 60 }));

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "response_report"));
  await db.delete(businessHours);
  await db.insert(businessHours).values(nineToFive);
  for (const [index, lead] of LEADS.entries()) await seed(lead, index + 1);
});
afterAll(() => drop());

/** leads, waiting, in time, late, missed, share, median, 90th percentile. */
type Row = [number, number, number, number, number, number | null, number | null, number | null];
const figures = ([leads, waiting, inTime, late, missed, share, median, p90]: Row): Figures => ({
  leads,
  waiting,
  inTime,
  late,
  missed,
  share,
  median,
  p90,
});
const groups = <Key>(rows: [Key, Row][]): Group<Key>[] => rows.map(([key, row]) => ({ key, figures: figures(row) }));
const NONE: Row = [0, 0, 0, 0, 0, null, null, null];

describe("the response-time report of a seeded set of leads", () => {
  it("gives each week's figures, overall, by owner and by kind, as computed by hand", async () => {
    const report = await loadResponseReport(4, NOW);
    expect(report.weeks.map((week) => [week.week, week.current])).toEqual([
      ["2027-02-15", false],
      ["2027-02-22", false],
      ["2027-03-01", false],
      ["2027-03-08", true],
    ]);
    const [feb15, feb22, mar1, mar8] = report.weeks;
    for (const empty of [feb15!, feb22!]) {
      expect(empty.figures).toEqual(figures(NONE));
      expect(empty.byOwner).toEqual([]);
    }

    // Answered: 30, 105, 270, 40, 240 → sorted 30, 40, 105, 240, 270. Median rank ceil(2.5) = 3;
    // 90th rank ceil(4.5) = 5. In time A, B, D of six counted: 3/6.
    expect(mar1!.figures).toEqual(figures([6, 0, 3, 2, 1, 3 / 6, 105, 270]));
    expect(mar1!.byOwner).toEqual(
      groups([
        [ANA, [3, 0, 2, 1, 0, 2 / 3, 105, 240]], // A, B, F: 30, 105, 240
        [BEN, [2, 0, 0, 1, 1, 0, 270, 270]], // C, E
        [null, [1, 0, 1, 0, 0, 1, 40, 40]], // D
      ]),
    );
    expect(mar1!.byKind).toEqual(
      groups<LeadKind>([
        ["contact", [3, 0, 2, 0, 1, 2 / 3, 30, 40]], // A, D, E: 30, 40
        ["booking", [2, 0, 1, 1, 0, 1 / 2, 105, 240]], // B, F
        ["assessment", [1, 0, 0, 1, 0, 0, 270, 270]], // C
      ]),
    );

    // Answered: 20, 120, 121, 5 → sorted 5, 20, 120, 121. Median rank 2; 90th rank ceil(3.6) = 4.
    // I is still waiting and not due: counted as a lead, not in the share (3 of 5).
    expect(mar8!.figures).toEqual(figures([6, 1, 3, 1, 1, 3 / 5, 20, 121]));
    expect(mar8!.byOwner).toEqual(
      groups([
        [ANA, [3, 0, 3, 0, 0, 1, 20, 120]], // G, H, L: 5, 20, 120
        [BEN, [2, 0, 0, 1, 1, 0, 121, 121]], // J, K
        [null, [1, 1, 0, 0, 0, null, null, null]], // I
      ]),
    );
    expect(mar8!.byKind).toEqual(
      groups<LeadKind>([
        ["contact", [4, 1, 2, 1, 0, 2 / 3, 20, 121]], // G, I, K, L: 5, 20, 121
        ["booking", [1, 0, 0, 0, 1, 0, null, null]], // J
        ["assessment", [1, 0, 1, 0, 0, 1, 120, 120]], // H
      ]),
    );
  });

  it("gives the four weeks together, as computed by hand", async () => {
    const { total } = await loadResponseReport(4, NOW);
    // Answered: 5, 20, 30, 40, 105, 120, 121, 240, 270. Median rank ceil(4.5) = 5; 90th rank ceil(8.1) = 9.
    expect(total.figures).toEqual(figures([12, 1, 6, 3, 2, 6 / 11, 105, 270]));
    expect(total.byOwner).toEqual(
      groups([
        [ANA, [6, 0, 5, 1, 0, 5 / 6, 30, 240]], // 5, 20, 30, 105, 120, 240: ranks 3 and 6
        [BEN, [4, 0, 0, 2, 2, 0, 121, 270]], // 121, 270: ranks 1 and 2
        [null, [2, 1, 1, 0, 0, 1, 40, 40]],
      ]),
    );
    expect(total.byKind).toEqual(
      groups<LeadKind>([
        ["contact", [7, 1, 4, 1, 1, 4 / 6, 30, 121]], // 5, 20, 30, 40, 121: ranks 3 and 5
        ["booking", [3, 0, 1, 1, 1, 1 / 3, 105, 240]],
        ["assessment", [2, 0, 1, 1, 0, 1 / 2, 120, 270]],
      ]),
    );
  });

  it("takes in the older week once the range reaches it", async () => {
    const { total } = await loadResponseReport(12, NOW);
    expect(total.figures.leads).toBe(13);
    expect(total.figures.inTime).toBe(7);
  });
});
