import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { terminateBackend, useFreshDatabase } from "../../../tests/support/fresh-database";
import { getPool } from "./client.server";

let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ url, drop } = await useFreshDatabase(inject("databaseUrl"), "client"));
});
afterAll(() => drop());

describe("the pool", () => {
  it("survives a checked-out client losing its server between queries", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const client = await getPool().connect();
      // The app's own listener is there before anyone uses the client.
      expect(client.listenerCount("error")).toBeGreaterThan(0);
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      const lost = new Promise<void>((resolve) => client.once("error", () => resolve()));
      await terminateBackend(url, rows[0]!.pid);
      await lost;
      await expect(client.query("select 1")).rejects.toThrow();
      client.release(true);
      expect(uncaught).toEqual([]);
      // The pool goes on with a fresh connection.
      const again = await getPool().query<{ one: number }>("select 1 as one");
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});
