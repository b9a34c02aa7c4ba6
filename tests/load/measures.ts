// The numbers a load test measured, handed to the reporter (tests/load/reporter.ts), which writes
// them to bench/data/load.json (the format of bench/record.mjs) and bench/load.md.
import { test } from "@playwright/test";

export const MEASURE_ATTACHMENT = "load-measure";

export interface Measure {
  /** What was measured, e.g. "mixed load: requests". Rows with the same measure replace older ones. */
  measure: string;
  result: string;
  /** The bound it was held to, or what it is compared with. */
  compared?: string;
}

/** Records one row for this test's scenario; printed too, so a failing run still shows it. */
export async function measure(row: Measure): Promise<void> {
  console.log(`[load] ${row.measure}: ${row.result}${row.compared ? ` (${row.compared})` : ""}`);
  await test.info().attach(MEASURE_ATTACHMENT, { body: JSON.stringify(row), contentType: "application/json" });
}
