import type { LegalBlock } from "~/content/legal/types";
import { PhoneCards } from "./phone-cards";
import { TableScroll } from "./table-scroll";

/** A legal page's table: cards on a phone, the table from `sm` up. */
export default function LegalTable({ block, id }: { block: Extract<LegalBlock, { kind: "table" }>; id: string }) {
  return (
    <>
      <PhoneCards
        caption={block.caption}
        labels={block.columns.slice(1)}
        rows={block.rows.map(([heading = "", ...cells]) => ({ heading, cells }))}
      />
      <div className="max-sm:hidden">
        <TableScroll
          captionId={`${id}-caption`}
          title={block.caption}
          titleClassName="text-base font-semibold text-brand-900"
        >
          <table className="w-full min-w-md border-collapse text-left text-sm">
            <caption id={`${id}-caption`} className="sr-only">
              {block.caption}
            </caption>
            <thead>
              <tr className="border-b-2 border-brand-700">
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 font-semibold text-brand-900 sm:px-3">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([heading, ...cells]) => (
                <tr key={heading} className="border-b border-slate-200 align-top">
                  <th scope="row" className="px-2 py-3 font-semibold text-slate-900 sm:px-3">
                    {heading}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={index} className="px-2 py-3 text-slate-700 sm:px-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </>
  );
}
