import { describe, expect, it } from "vitest";
import { backupsToDelete, type BackupOnDisk, type RotationPolicy } from "./rotation";

const POLICY: RotationPolicy = { daily: 7, weekly: 4, monthly: 12, maxAgeDays: 365 };
const DAY_MS = 86_400_000;
const now = new Date("2026-11-26T12:00:00Z");

/** One backup a night at 08:00 UTC (3 AM Eastern), for `nights` nights up to `now`. */
function nightly(nights: number): BackupOnDisk[] {
  return Array.from({ length: nights }, (_, index) => {
    const at = new Date(Date.parse("2026-11-26T08:00:00Z") - index * DAY_MS);
    return { name: `b-${at.toISOString().slice(0, 10)}`, at };
  });
}

function kept(backups: BackupOnDisk[], policy = POLICY): string[] {
  const deleted = new Set(backupsToDelete(backups, now, policy));
  return backups
    .map((backup) => backup.name)
    .filter((name) => !deleted.has(name))
    .sort();
}

describe("backup rotation", () => {
  it("keeps everything while there are fewer backups than the policy holds", () => {
    expect(backupsToDelete(nightly(5), now, POLICY)).toEqual([]);
  });

  it("after 400 nights keeps 7 daily, the newest of 4 weeks and of 12 months, nothing older than the retention", () => {
    expect(kept(nightly(400))).toEqual([
      // Monthly: the newest backup of each month back to the retention period (2025-11-26).
      "b-2025-12-31",
      "b-2026-01-31",
      "b-2026-02-28",
      "b-2026-03-31",
      "b-2026-04-30",
      "b-2026-05-31",
      "b-2026-06-30",
      "b-2026-07-31",
      "b-2026-08-31",
      "b-2026-09-30",
      "b-2026-10-31",
      // Weekly (Sundays end ISO weeks): the newest of this week (today) and the three before.
      "b-2026-11-08",
      "b-2026-11-15",
      // Daily: the last seven nights (the newest of November and of this week among them).
      "b-2026-11-20",
      "b-2026-11-21",
      "b-2026-11-22",
      "b-2026-11-23",
      "b-2026-11-24",
      "b-2026-11-25",
      "b-2026-11-26",
    ]);
  });

  it("deletes a backup past the retention period even when a month would keep it", () => {
    const short = { ...POLICY, maxAgeDays: 30 };
    const survivors = kept(nightly(400), short);
    expect(survivors).not.toContain("b-2026-10-26");
    expect(survivors).toContain("b-2026-10-31");
    expect(survivors.every((name) => Date.parse(name.slice(2)) >= now.getTime() - 31 * DAY_MS)).toBe(true);
  });

  it("keeps only the newest of several backups made on one day (a manual npm run backup beside the nightly one)", () => {
    const backups = [
      ...nightly(3),
      { name: "b-2026-11-26-manual", at: new Date("2026-11-26T15:00:00Z") },
      // 11 PM Eastern on the 25th is the 26th in UTC: still the 25th's backup.
      { name: "b-2026-11-25-late", at: new Date("2026-11-26T04:00:00Z") },
    ];
    expect(backupsToDelete(backups, now, { daily: 7, weekly: 0, monthly: 0, maxAgeDays: 365 })).toEqual([
      "b-2026-11-25",
      "b-2026-11-26",
    ]);
  });

  it("always keeps the newest backup, even with nothing asked for", () => {
    expect(kept(nightly(10), { daily: 0, weekly: 0, monthly: 0, maxAgeDays: 365 })).toEqual(["b-2026-11-26"]);
  });

  it("returns the oldest first, and never a name it was not given", () => {
    const deleted = backupsToDelete(nightly(60), now, POLICY);
    expect(deleted[0]).toBe("b-2026-09-28");
    const names = new Set(nightly(60).map((backup) => backup.name));
    expect(deleted.every((name) => names.has(name))).toBe(true);
  });
});
