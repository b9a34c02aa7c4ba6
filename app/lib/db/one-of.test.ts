import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { leads } from "./schema";
import { oneOf } from "./one-of";

describe("oneOf", () => {
  it("writes the vocabulary's check as SQL", () => {
    const { sql } = new PgDialect().sqlToQuery(oneOf(leads.status, ["new", "won"]));
    expect(sql).toBe(`"leads"."status" in ('new', 'won')`);
  });

  it("refuses what is not a vocabulary word", () => {
    expect(() => oneOf(leads.status, ["new", "x') or true --"])).toThrow(/not a vocabulary/);
  });
});
