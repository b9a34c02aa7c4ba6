import { describe, expect, it } from "vitest";
import { differences, digestOf } from "./digest.server";
import type { Line } from "./dump-format";

const table = (name: string): Line => ({ table: { schema: "public", name, columns: [{ name: "id", type: "text" }] } });

async function* lines(...items: Line[]): AsyncGenerator<Line> {
  yield* items;
}

describe("a dump's digest", () => {
  it("counts each table's rows and does not depend on their order", async () => {
    const first = await digestOf(lines(table("a"), ["1", "x"], ["2", null], { rows: 2 }, { sequences: [] }));
    const second = await digestOf(lines(table("a"), ["2", null], ["1", "x"], { rows: 2 }, { sequences: [] }));
    expect(first.tables.get("public.a")?.rows).toBe(2);
    expect(differences(first, second)).toEqual([]);
  });

  it("tells a changed value, a missing row, a missing or extra table and moved sequences apart", async () => {
    const dump = await digestOf(
      lines(
        table("a"),
        ["1"],
        ["2"],
        { rows: 2 },
        table("b"),
        { rows: 0 },
        {
          sequences: [{ schema: "public", name: "a_id_seq", value: "2" }],
        },
      ),
    );
    const restored = await digestOf(
      lines(
        table("a"),
        ["1"],
        ["3"],
        { rows: 2 },
        table("c"),
        { rows: 0 },
        {
          sequences: [{ schema: "public", name: "a_id_seq", value: "1" }],
        },
      ),
    );
    expect(differences(dump, restored)).toEqual([
      "public.a holds other values than the backup",
      "public.b is missing after the restore",
      "public.c is not in the backup",
      "the sequences differ from the backup's",
    ]);
    const short = await digestOf(lines(table("a"), ["1"], { rows: 1 }, table("b"), { rows: 0 }));
    expect(differences(dump, short)).toContain("public.a has 1 rows, the backup 2");
  });

  it("tells a NULL from the text 'null' and duplicate rows from single ones", async () => {
    const one = await digestOf(lines(table("a"), [null], { rows: 1 }));
    const other = await digestOf(lines(table("a"), ["null"], { rows: 1 }));
    expect(differences(one, other)).toEqual(["public.a holds other values than the backup"]);
    const twice = await digestOf(lines(table("a"), ["1"], ["1"], { rows: 2 }));
    const thrice = await digestOf(lines(table("a"), ["1"], ["1"], ["1"], { rows: 3 }));
    expect(differences(twice, thrice)).toEqual(["public.a has 3 rows, the backup 2"]);
  });
});
