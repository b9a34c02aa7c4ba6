import { parse } from "csv-parse/sync";
import { expect } from "@playwright/test";

export interface InsightsFigures {
  /** The page's headline figures, as shown. */
  totals: { visitors: number; views: number };
  sources: { source: string; medium: string; visits: number }[];
  campaigns: { campaign: string; visits: number }[];
  notFound: { path: string; referrer: string; views: number }[];
}

/** Today in Atlanta, as the report's periods count days. */
const easternToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

/**
 * What /admin/insights shows a signed-in member of staff for a period (today by default): the
 * headline read from the page itself, the breakdowns from the page's CSV export (the same report).
 */
export async function insightsFigures(
  serverUrl: string,
  cookie: string,
  period: { from: string; to: string } = { from: easternToday(), to: easternToday() },
): Promise<InsightsFigures> {
  const query = new URLSearchParams(period).toString();
  const page = await fetch(`${serverUrl}/admin/insights?${query}`, { headers: { Cookie: cookie } });
  const html = await page.text();
  expect(page.status, html.slice(0, 500)).toBe(200);
  const headline = (key: string) => {
    const match = new RegExp(`data-figure="${key}"[\\s\\S]*?<dd[^>]*>([\\d,]+)</dd>`).exec(html);
    if (!match?.[1]) throw new Error(`no ${key} figure on /admin/insights`);
    return Number(match[1].replaceAll(",", ""));
  };

  const csv = await fetch(`${serverUrl}/admin/insights.csv?${query}`, { headers: { Cookie: cookie } });
  expect(csv.status).toBe(200);
  const rows = parse(await csv.text(), { bom: true, columns: true }) as Record<
    "Section" | "Name" | "Detail" | "Measure" | "Value",
    string
  >[];
  const of = (section: string, measure: string) =>
    rows.filter((row) => row.Section === section && row.Measure === measure);
  return {
    totals: { visitors: headline("visitors"), views: headline("views") },
    sources: of("Sources", "Visits").map((row) => ({
      source: row.Name,
      medium: row.Detail,
      visits: Number(row.Value),
    })),
    campaigns: of("Campaigns", "Visits").map((row) => ({ campaign: row.Name, visits: Number(row.Value) })),
    notFound: of("Pages not found", "Times asked for").map((row) => ({
      path: row.Name,
      referrer: row.Detail,
      views: Number(row.Value),
    })),
  };
}
