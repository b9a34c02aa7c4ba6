import { describe, expect, it } from "vitest";
import { backupFileName, parseBackupFileName, partialFileName, partialFileWriter } from "./backup-file";

const at = new Date("2026-11-25T18:15:00.987Z");

describe("backup file names", () => {
  it("carry the UTC time to the second and the schema's migration number", () => {
    expect(backupFileName(at, 14)).toBe("backup-2026-11-25T181500Z-schema0014.dump");
    expect(backupFileName(new Date("2027-01-02T03:04:05Z"), 123)).toBe("backup-2027-01-02T030405Z-schema0123.dump");
  });

  it("sort by time as plain strings", () => {
    const names = ["2026-11-25T18:15:00Z", "2026-11-25T09:00:00Z", "2027-01-01T00:00:00Z"].map((time) =>
      backupFileName(new Date(time), 1),
    );
    expect([...names].sort()).toEqual([names[1], names[0], names[2]]);
  });

  it("parse back to what they were made from", () => {
    expect(parseBackupFileName(backupFileName(at, 7))).toEqual({
      at: new Date("2026-11-25T18:15:00Z"),
      schemaIndex: 7,
    });
  });

  it("refuse a schema number that is not a migration's", () => {
    expect(() => backupFileName(at, -1)).toThrow(RangeError);
    expect(() => backupFileName(at, 1.5)).toThrow(RangeError);
  });

  it("never count an unfinished file, or anything else, as a backup", () => {
    const partial = partialFileName(at, 4242);
    expect(partial).toBe("backup-2026-11-25T181500Z.pid4242.partial");
    expect(parseBackupFileName(partial)).toBeUndefined();
    for (const other of [
      "backup-2026-11-25T181500Z-schema0014.dump.partial",
      "backup-2026-11-25T181500Z-schema0014.dump~",
      "backup-2026-13-45T181500Z-schema0014.dump",
      "notes.txt",
    ]) {
      expect(parseBackupFileName(other), other).toBeUndefined();
    }
  });

  it("name the process writing an unfinished file, and only for such files", () => {
    expect(partialFileWriter(partialFileName(at, 4242))).toBe(4242);
    expect(partialFileWriter(backupFileName(at, 14))).toBeUndefined();
    expect(partialFileWriter("backup-x.pid12.partial")).toBeUndefined();
  });
});
