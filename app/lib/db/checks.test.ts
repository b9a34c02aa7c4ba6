import { PgDialect, pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { oneOf, within } from "./checks";

// A stand-in table: this layer imports no feature, so not the real leads table.
const leads = pgTable("leads", { status: text("status") });

describe("vocabulary and limit checks", () => {
  it("writes the vocabulary's check as SQL", () => {
    const { sql } = new PgDialect().sqlToQuery(oneOf(leads.status, ["new", "won"]));
    expect(sql).toBe(`"leads"."status" in ('new', 'won')`);
  });

  it("refuses what is not a vocabulary word", () => {
    expect(() => oneOf(leads.status, ["new", "x') or true --"])).toThrow(/not a vocabulary/);
  });

  it("writes limits as SQL, and refuses limits that are not whole", () => {
    const { sql } = new PgDialect().sqlToQuery(within(leads.status, { min: 1, max: 20 }));
    expect(sql).toBe(`"leads"."status" between 1 and 20`);
    expect(() => within(leads.status, { min: 0.5, max: 2 })).toThrow(/not whole/);
  });
});
