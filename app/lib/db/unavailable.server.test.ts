import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { terminateBackend, useFreshDatabase } from "../../../tests/support/fresh-database";
import { getDb } from "./client.server";
import { inTransaction, isDatabaseUnavailable } from "./unavailable.server";

let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ url, drop } = await useFreshDatabase(inject("databaseUrl"), "unavailable"));
});
afterAll(() => drop());

/** A transaction whose connection dies between two of its statements. */
async function brokenTransaction(run: typeof inTransaction | "drizzle"): Promise<unknown> {
  const work = async (tx: Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0]) => {
    const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    await terminateBackend(url, rows[0]!.pid);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await tx.execute(sql`select 1`);
  };
  const attempt = run === "drizzle" ? getDb().transaction(work) : run(getDb(), work);
  return attempt.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("inTransaction", () => {
  it("reports the lost connection, where plain db.transaction reports its failed ROLLBACK", async () => {
    const plain = await brokenTransaction("drizzle");
    expect(String((plain as Error).message)).toMatch(/rollback/i);

    const error = await brokenTransaction(inTransaction);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toMatch(/rollback/i);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("passes a transaction's own error through unchanged, and its result when it commits", async () => {
    const mine = new Error("a refusal of the caller's own");
    await expect(inTransaction(getDb(), async () => Promise.reject(mine))).rejects.toBe(mine);
    await expect(
      inTransaction(getDb(), async (tx) => (await tx.execute<{ n: number }>(sql`select 2 as n`)).rows[0]?.n),
    ).resolves.toBe(2);
  });
});

describe("isDatabaseUnavailable", () => {
  it("tells an outage from a bug", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error("Failed query: rollback", {
          cause: new Error("Client has encountered a connection error and is not queryable"),
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });
});
