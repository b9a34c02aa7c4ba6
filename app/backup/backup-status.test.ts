import { describe, expect, it } from "vitest";
import { backupStatus } from "./backup-status";

const now = new Date("2026-11-26T20:00:00Z");
const verified = { finishedAt: new Date("2026-11-26T08:00:30Z"), file: "backup-x.dump", bytes: 1_258_291 };

describe("the admin line about backups", () => {
  it("names the last verified backup's time, file and size when all is well", () => {
    expect(
      backupStatus(
        { lastVerified: verified, lastFinished: { ...verified, status: "verified" }, scheduleOn: true },
        now,
      ),
    ).toEqual({ tone: "ok", text: "Last verified backup: November 26, 2026 at 3:00 AM EST (backup-x.dump, 1.2 MB)" });
  });

  it("warns when there is none yet, when the last run failed, when it is over 26 hours old, or when backups are off", () => {
    const none = backupStatus({ lastVerified: undefined, lastFinished: undefined, scheduleOn: true }, now);
    expect(none).toEqual({ tone: "warning", text: expect.stringMatching(/^No verified backup yet/) });

    const failed = backupStatus(
      {
        lastVerified: verified,
        lastFinished: { finishedAt: new Date("2026-11-26T19:00:00Z"), status: "failed" },
        scheduleOn: true,
      },
      now,
    );
    expect(failed.tone).toBe("warning");
    expect(failed.text).toMatch(/^The last backup failed \(November 26, 2026 at 2:00 PM EST\).*Last verified backup: /);

    const stale = backupStatus(
      { lastVerified: verified, lastFinished: { ...verified, status: "verified" }, scheduleOn: true },
      new Date(verified.finishedAt.getTime() + 26 * 3_600_000 + 1),
    );
    expect(stale).toEqual({ tone: "warning", text: expect.stringMatching(/more than 26 hours ago/) });
    const fresh = backupStatus(
      { lastVerified: verified, lastFinished: { ...verified, status: "verified" }, scheduleOn: true },
      new Date(verified.finishedAt.getTime() + 26 * 3_600_000),
    );
    expect(fresh.tone).toBe("ok");

    const off = backupStatus({ lastVerified: verified, lastFinished: undefined, scheduleOn: false }, now);
    expect(off).toEqual({
      tone: "warning",
      text: expect.stringMatching(/^Automatic backups are off \(BACKUP_SCHEDULE=off\)/),
    });
  });
});
