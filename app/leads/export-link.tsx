import { buttonClass } from "~/components/ui/button-styles";
import { leadFilterSearchParams, type LeadFilter } from "./filters";

/**
 * The CSV of the list as filtered now. A plain link with `download`: the browser saves the file
 * itself (streamed, however long), with or without JavaScript, and no client-side navigation
 * tries to render a CSV.
 */
export function ExportCsvLink({ filter }: { filter: LeadFilter }) {
  const search = leadFilterSearchParams(filter).toString();
  return (
    <a
      href={`/admin/leads/export.csv${search ? `?${search}` : ""}`}
      download
      className={buttonClass("secondary", "px-4 py-2 text-sm")}
    >
      Export CSV
    </a>
  );
}
