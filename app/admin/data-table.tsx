import type { ReactNode } from "react";
import { TableScroll } from "~/components/site/table-scroll";

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells (width, wrapping, weight). */
  className?: string;
};

/**
 * On a phone a stacked table shows each row as a card: every cell on a line of its own after its
 * column's name. The name is a copy for the eye only (screen readers have the header row), and the
 * roles are spelled out because a table laid out as blocks loses them in some browsers.
 */
const STACKED = {
  table: "max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:block max-sm:py-2",
  cell: "max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1",
};

/**
 * The staff pages' table: a caption for screen readers (and the visible title above it), a header
 * row, one row per item. Scrolls sideways on a phone rather than widening the page, or with
 * `stackOnPhone` shows each row as a card there.
 */
export function DataTable<Row>({
  captionId,
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  stackOnPhone = false,
}: {
  captionId: string;
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Extra attributes of a row (e.g. data-* hooks for tests). */
  rowProps?: (row: Row) => Record<string, string | number>;
  /** Every column's header must then be plain text: it is repeated beside each cell. */
  stackOnPhone?: boolean;
}) {
  const stacked = (part: keyof typeof STACKED) => (stackOnPhone ? STACKED[part] : "");
  const role = (name: string) => (stackOnPhone ? { role: name } : {});
  return (
    <TableScroll captionId={captionId} title={caption}>
      <table
        className={`min-w-full divide-y divide-slate-300 text-left text-sm ${stacked("table")}`}
        {...role("table")}
      >
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className={`bg-slate-50 text-slate-900 ${stacked("head")}`} {...role("rowgroup")}>
          <tr {...role("row")}>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-semibold" {...role("columnheader")}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-200 align-top ${stacked("body")}`} {...role("rowgroup")}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={stacked("row")} {...role("row")} {...rowProps?.(row)}>
              {columns.map((column, index) => (
                <td key={index} className={`px-3 py-3 ${column.className ?? ""} ${stacked("cell")}`} {...role("cell")}>
                  {stackOnPhone ? (
                    <span aria-hidden="true" className="w-28 shrink-0 font-semibold text-slate-900 sm:hidden">
                      {column.header}
                    </span>
                  ) : null}
                  {stackOnPhone ? <div className="min-w-0">{column.cell(row)}</div> : column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
