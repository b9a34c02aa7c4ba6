import { CHART_TEXT, ChartGridLines } from "~/admin/chart-grid";
import { formatDay } from "./response-report-format";
import type { WeekFigures } from "./response-report";

// The drawing's own units: the SVG scales to the width it is given, so these are proportions.
const WIDTH = 480;
const HEIGHT = 220;
// Margins wide enough for "100%" and for half a week's label past the last bar, in the larger
// text a phone gets (CHART_TEXT).
const PLOT = { left: 58, right: WIDTH - 30, top: 14, bottom: HEIGHT - 28 };
/** At most this many week labels under the bars, so they never run into each other on a phone. */
const MAX_LABELS = 7;

const y = (share: number) => PLOT.bottom - share * (PLOT.bottom - PLOT.top);

/**
 * The weekly share answered within 2 business hours as bars, drawn on the server (no script, no
 * chart library). The picture is for the eye only: the table named in the caption holds every
 * figure, so screen readers skip the drawing.
 */
export function ResponseShareChart({ weeks, tableId }: { weeks: readonly WeekFigures[]; tableId: string }) {
  const slot = (PLOT.right - PLOT.left) / weeks.length;
  const every = Math.ceil(weeks.length / MAX_LABELS);
  const showValues = weeks.length <= 12;
  return (
    <figure
      className="@container w-full max-w-2xl min-w-0 flex-1 basis-80 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="response-chart"
    >
      <figcaption className="text-sm text-slate-700">
        Share answered within 2 business hours, week by week (oldest on the left). Every figure is in the{" "}
        <a href={`#${tableId}`} className="font-semibold text-brand-700 underline">
          weekly table
        </a>
        .
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={`mt-3 h-auto w-full ${CHART_TEXT}`}
        aria-hidden="true"
        focusable="false"
      >
        <ChartGridLines
          values={[0, 0.5, 1]}
          y={y}
          left={PLOT.left}
          right={PLOT.right}
          label={(share) => `${share * 100}%`}
        />
        {weeks.map((week, index) => {
          const x = PLOT.left + index * slot;
          const share = week.figures.share;
          return (
            <g key={week.week} data-week={week.week}>
              {share === null ? (
                // No lead counted that week: a dash on the axis rather than a bar of 0%.
                <line
                  x1={x + slot * 0.3}
                  x2={x + slot * 0.7}
                  y1={y(0) - 3}
                  y2={y(0) - 3}
                  className="stroke-slate-500"
                  strokeWidth="2"
                />
              ) : (
                <rect
                  x={x + slot * 0.15}
                  width={slot * 0.7}
                  y={y(share)}
                  height={y(0) - y(share)}
                  className={week.current ? "fill-brand-100 stroke-brand-600" : "fill-brand-600"}
                />
              )}
              {showValues && share !== null ? (
                <text x={x + slot / 2} y={y(share) - 3} textAnchor="middle" className="fill-slate-900" fontSize="10">
                  {Math.round(share * 100)}
                </text>
              ) : null}
              {index % every === (weeks.length - 1) % every ? (
                <text x={x + slot / 2} y={HEIGHT - 10} textAnchor="middle" className="fill-slate-700">
                  {formatDay(week.week)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p className="mt-2 text-xs text-slate-700">
        Bars are labelled by the Monday of their week; the outlined bar is the current week, still running. A dash is a
        week with no lead counted.
      </p>
    </figure>
  );
}
