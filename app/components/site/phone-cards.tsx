/**
 * A table's rows as one card per row, for phones: three or four columns at 390 px leave a word or
 * two per line and push the last column out of sight. Pages show it below `sm` and the table from
 * `sm` up; only one is ever displayed, so assistive technology meets the content once.
 */
export function PhoneCards({
  caption,
  labels,
  rows,
}: {
  caption: string;
  /** The names of the cells after each row's heading, in order. */
  labels: readonly string[];
  rows: readonly { heading: string; cells: readonly string[] }[];
}) {
  return (
    <section aria-label={caption} className="sm:hidden">
      <h3 className="text-base font-semibold text-brand-900">{caption}</h3>
      <ul className="mt-3 space-y-3">
        {rows.map((row) => (
          <li key={row.heading} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold text-slate-900">{row.heading}</p>
            <dl className="mt-2 space-y-2">
              {row.cells.map((cell, index) => (
                <div key={index}>
                  <dt className="font-semibold text-brand-900">{labels[index]}</dt>
                  <dd className="text-slate-700">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
