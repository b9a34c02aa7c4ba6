import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { storeContactRequest } from "~/contact/inbox.server";
import { connectDatabase, disconnectDatabase, getDb, getPool } from "./db/client.server";
import { applyMigrations } from "./db/migrate.server";
import { errorFields } from "./error-fields.server";
import { logger } from "./log.server";
import { loggableMessage, loggableStack } from "./loggable-error.server";
import { workerDatabaseUrl } from "../../tests/support/worker-database";

beforeAll(async () => {
  const db = connectDatabase(workerDatabaseUrl());
  await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
});
afterAll(() => disconnectDatabase());

const SECRET = "my-private-message-body";

/** What a real failed insert throws: a Drizzle error whose message lists every parameter. */
async function failedInsert(): Promise<Error> {
  try {
    await storeContactRequest(
      { name: "Ada Lovelace", email: "ada@example.com", message: `${SECRET}\u0000` },
      { page: "/contact", clientIp: "203.0.113.77" },
    );
  } catch (error) {
    return error as Error;
  }
  throw new Error("the insert was expected to fail");
}

describe("loggable errors", () => {
  it("keep the query and PostgreSQL's reason of a failed insert, never its parameters", async () => {
    const error = await failedInsert();
    expect(error.message, "Drizzle puts the parameters in its message").toContain(SECRET);
    const message = loggableMessage(error);
    expect(message).toMatch(/^Failed query: insert into "contact_requests"/);
    expect(message).toContain('invalid byte sequence for encoding "UTF8": 0x00 (SQLSTATE 22021)');
    for (const text of [SECRET, "Ada Lovelace", "ada@example.com", "203.0.113.77", "params"])
      expect(message).not.toContain(text);
    const stack = loggableStack(error)!;
    expect(stack).toContain("Failed query: insert into");
    expect(stack).not.toContain(SECRET);
  });

  it("go into log lines that way", async () => {
    const error = await failedInsert();
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    try {
      logger("contact").error("could not store a contact request", { error });
    } finally {
      spy.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("could not store a contact request");
    expect(lines[0]).not.toContain(SECRET);
    expect(lines[0]).not.toContain("ada@example.com");
  });

  it("go into JSON log fields that way, with stack and cause", async () => {
    const fields = errorFields(await failedInsert());
    expect(fields.stack).toContain("Failed query: insert into");
    expect(fields.cause).toMatchObject({ code: "22021" });
    const line = JSON.stringify(fields);
    for (const text of [SECRET, "Ada Lovelace", "ada@example.com", "203.0.113.77", "params"])
      expect(line).not.toContain(text);
  });

  it("leave out the input PostgreSQL quotes in its own messages", async () => {
    const viaPool = await getPool()
      .query(`select $1::int`, [SECRET])
      .catch((error: Error) => error);
    expect(loggableMessage(viaPool as Error)).toBe('invalid input syntax for type integer: "…" (SQLSTATE 22P02)');
    const viaDrizzle = await getDb()
      .execute(sql`select ${"99999999999"}::int`)
      .catch((error: Error) => error);
    expect(loggableMessage(viaDrizzle as Error)).toMatch(
      /^Failed query: select \$1::int: value "…" is out of range for type integer \(SQLSTATE 22003\)$/,
    );
  });

  it("leave every other error as it is", () => {
    const error = new Error("EmailJS answered 503");
    expect(loggableMessage(error)).toBe("EmailJS answered 503");
    expect(loggableStack(error)).toBe(error.stack);
  });
});
