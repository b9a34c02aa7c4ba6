import { stringify, type Options, type Stringifier } from "csv-stringify";
import { stringify as stringifySync } from "csv-stringify/sync";
import { site } from "~/content/site";

/**
 * One lead as the export writes it: what the list shows, the phone number when a source holds
 * one, and where the lead came from.
 */
export type LeadCsvRow = {
  id: string;
  kind: string;
  status: string;
  owner: string | null;
  name: string;
  email: string;
  organization: string | null;
  phone: string | null;
  summary: string;
  receivedAt: Date;
  /** The visit that brought the lead (insights); empty when none was recorded. */
  source: string;
  medium: string;
  campaign: string;
  entryPage: string;
};

export const LEAD_CSV_HEADER = [
  "Received (UTC, ISO 8601)",
  "Received (Eastern)",
  "Kind",
  "Status",
  "Owner",
  "Name",
  "Email",
  "Organization",
  "Phone",
  "What they asked",
  "Source",
  "Medium",
  "Campaign",
  "Entry page",
  "Lead ID",
  "Link",
] as const;

/**
 * The options every CSV of visitor text shares (this export, the insights report). A spreadsheet
 * reads a cell starting with =, +, -, @, tab or CR as a formula (OWASP's "CSV injection"):
 * `escape_formulas` puts a ' before such a cell, and `quoted_string` wraps every text cell in
 * quotes, which is OWASP's advice in full and keeps embedded quotes, commas and line breaks inside
 * their cell. The BOM makes Excel read UTF-8; CRLF is RFC 4180's line ending.
 */
export const SAFE_CSV_OPTIONS = {
  bom: true,
  record_delimiter: "\r\n",
  escape_formulas: true,
  quoted_string: true,
} as const satisfies Options;

/** The one set of options both writers of the lead export share. */
const OPTIONS: Options = { ...SAFE_CSV_OPTIONS, header: true, columns: [...LEAD_CSV_HEADER] };

const easternParts = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "2026-03-09 14:05 EDT": sortable, and says which side of a daylight-saving change it is. */
export function easternTimestamp(date: Date): string {
  const p = Object.fromEntries(easternParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

/** A lead as one CSV record, in LEAD_CSV_HEADER's order. Every cell is text (never a number a spreadsheet reformats). */
export function leadCsvRecord(row: LeadCsvRow, siteUrl: string): string[] {
  return [
    row.receivedAt.toISOString(),
    easternTimestamp(row.receivedAt),
    row.kind,
    row.status,
    row.owner ?? "",
    row.name,
    row.email,
    row.organization ?? "",
    row.phone ?? "",
    row.summary,
    row.source,
    row.medium,
    row.campaign,
    row.entryPage,
    row.id,
    `${siteUrl}/admin/leads/${row.id}`,
  ];
}

/** A stream that takes records (leadCsvRecord's) and gives CSV text: the BOM and header first. */
export function leadCsvStream(): Stringifier {
  return stringify(OPTIONS);
}

/** The whole CSV of these leads at once: for tests and small exports. */
export function leadsToCsv(rows: readonly LeadCsvRow[], siteUrl: string): string {
  return stringifySync(
    rows.map((row) => leadCsvRecord(row, siteUrl)),
    OPTIONS,
  );
}
