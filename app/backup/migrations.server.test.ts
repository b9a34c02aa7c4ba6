import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkRestorable, lastTag, releaseMigrations } from "./migrations.server";

const folder = path.resolve(import.meta.dirname, "../../drizzle");
const release = releaseMigrations(folder).map(({ hash, when }) => ({ hash, when }));

describe("which backups this release can restore", () => {
  it("one of this release's schema, or of any earlier one", () => {
    expect(() => checkRestorable(release, folder)).not.toThrow();
    expect(() => checkRestorable(release.slice(0, 3), folder)).not.toThrow();
    expect(lastTag(release.slice(0, 3), folder)).toBe("0002_rate_limits");
  });

  it("not one made by a newer release, and the message gives both counts", () => {
    const newer = [...release, { hash: "f".repeat(64), when: Date.UTC(2030, 0, 1) }];
    expect(() => checkRestorable(newer, folder)).toThrow(
      `its database had ${release.length + 1} migrations applied, this release has ${release.length}`,
    );
  });

  it("not one whose migrations differ from this release's, naming the first that does", () => {
    const changed = release.map((migration, index) =>
      index === 2 ? { ...migration, hash: "0".repeat(64) } : migration,
    );
    expect(() => checkRestorable(changed, folder)).toThrow("is not this release's 0002_rate_limits");
  });

  it("not a database without migrations", () => {
    expect(() => checkRestorable([], folder)).toThrow("records no migrations");
  });
});
