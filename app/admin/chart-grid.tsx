/**
 * The text size of a chart drawn in a viewBox about 480 units wide, for an SVG inside an
 * `@container`: the drawing scales with its box, so on a narrow one (a phone) its text is drawn
 * larger, and stays about 11 px on screen.
 */
export const CHART_TEXT = "text-[18px] @md:text-[12px]";

/**
 * The horizontal lines of a bar chart drawn on the server, each labelled at its left: the axis
 * (value 0) darker than the others. Shared by the staff reports' charts.
 */
export function ChartGridLines({
  values,
  y,
  left,
  right,
  label,
}: {
  values: readonly number[];
  /** Where a value sits, in the drawing's units. */
  y: (value: number) => number;
  left: number;
  right: number;
  label: (value: number) => string;
}) {
  return values.map((value) => (
    <g key={value}>
      <line
        x1={left}
        x2={right}
        y1={y(value)}
        y2={y(value)}
        className={value === 0 ? "stroke-slate-500" : "stroke-slate-200"}
      />
      <text x={left - 6} y={y(value) + 4} textAnchor="end" className="fill-slate-700">
        {label(value)}
      </text>
    </g>
  ));
}
