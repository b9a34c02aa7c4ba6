import type { ReactNode } from "react";
import { TableScroll } from "~/components/site/table-scroll";

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells (width, wrapping, weight). */
  className?: string;
};

/**
 * The staff pages' table: a caption for screen readers (and the visible title above it), a header
 * row, one row per item. Scrolls sideways on a phone rather than widening the page.
 */
export function DataTable<Row>({
  captionId,
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  captionId: string;
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Extra attributes of a row (e.g. data-* hooks for tests). */
  rowProps?: (row: Row) => Record<string, string | number>;
}) {
  return (
    <TableScroll captionId={captionId} title={caption}>
      <table className="min-w-full divide-y divide-slate-300 text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column, index) => (
                <td key={index} className={`px-3 py-3 ${column.className ?? ""}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
