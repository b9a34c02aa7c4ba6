import type { ReactNode } from "react";
import { CHART_TEXT, ChartGridLines } from "~/admin/chart-grid";
import type { DayFigures } from "./report";
import { formatCount, formatDay, formatPercent } from "./report-format";

// The drawing's own units: the SVG scales to the width it is given, so these are proportions.
const WIDTH = 480;
const HEIGHT = 220;
// Margins wide enough for the axis figures and for half a day's label past the last bar, in the
// larger text a phone gets (CHART_TEXT).
const PLOT = { left: 60, right: WIDTH - 30, top: 14, bottom: HEIGHT - 28 };
/** At most this many day labels under the bars, so they never run into each other on a phone. */
const MAX_LABELS = 6;

/** The smallest of 1, 2, 5, 10, 20, 50… at or above `value`: an axis top a person reads at a glance. */
export function axisTop(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value)!;
}

function ChartFigure({
  caption,
  tableId,
  tableName,
  children,
}: {
  caption: string;
  tableId: string;
  /** The link's words, each its own on the page ("the daily table"). */
  tableName: string;
  children: ReactNode;
}) {
  return (
    <figure className="@container w-full max-w-2xl min-w-0 flex-1 basis-80 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="text-sm text-slate-700">
        {caption} Every figure is in the{" "}
        <a href={`#${tableId}`} className="font-semibold text-brand-700 underline">
          {tableName}
        </a>
        .
      </figcaption>
      {children}
    </figure>
  );
}

/**
 * Visitors and page views day by day, drawn on the server (no script, no chart library): a pale
 * bar of views with the day's visitors in a dark bar inside it. The drawing is for the eye only;
 * the table named in the caption holds every figure, so screen readers skip it.
 */
export function DailyChart({ days, tableId }: { days: readonly DayFigures[]; tableId: string }) {
  const top = axisTop(Math.max(0, ...days.map((day) => day.views)));
  const y = (value: number) => PLOT.bottom - (value / top) * (PLOT.bottom - PLOT.top);
  const slot = (PLOT.right - PLOT.left) / Math.max(1, days.length);
  const every = Math.ceil(days.length / MAX_LABELS);
  return (
    <ChartFigure
      caption="Visitors (dark) and page views (pale), day by day, oldest on the left."
      tableId={tableId}
      tableName="daily table"
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={`mt-3 h-auto w-full ${CHART_TEXT}`}
        aria-hidden="true"
        focusable="false"
        data-testid="insights-daily-chart"
      >
        <ChartGridLines
          values={[0, top / 2, top].filter(Number.isInteger)}
          y={y}
          left={PLOT.left}
          right={PLOT.right}
          label={formatCount}
        />
        {days.map((day, index) => {
          const x = PLOT.left + index * slot;
          return (
            <g key={day.day} data-day={day.day}>
              <rect
                x={x + slot * 0.1}
                width={slot * 0.8}
                y={y(day.views)}
                height={y(0) - y(day.views)}
                className="fill-brand-100"
              />
              <rect
                x={x + slot * 0.25}
                width={slot * 0.5}
                y={y(day.visitors)}
                height={y(0) - y(day.visitors)}
                className="fill-brand-700"
              />
              {index % every === (days.length - 1) % every ? (
                <text x={x + slot / 2} y={HEIGHT - 10} textAnchor="middle" className="fill-slate-700">
                  {formatDay(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}

type FunnelBar = { label: string; count: number };

const BAR_HEIGHT = 34;
const LABEL_WIDTH = 165;

/**
 * The funnel as bars as long as each step's count, with the share of visits at its end. Drawn for
 * the eye like the daily chart; the funnel table beside it says the same in words.
 */
export function FunnelChart({ steps, tableId }: { steps: readonly FunnelBar[]; tableId: string }) {
  const visits = steps[0]?.count ?? 0;
  const longest = Math.max(1, ...steps.map((step) => step.count));
  const room = WIDTH - LABEL_WIDTH - 120;
  const height = steps.length * BAR_HEIGHT + 8;
  return (
    <ChartFigure
      caption="From a visit to a booked call: how many reached each step."
      tableId={tableId}
      tableName="funnel table"
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className={`mt-3 h-auto w-full ${CHART_TEXT}`}
        aria-hidden="true"
        focusable="false"
        data-testid="insights-funnel-chart"
      >
        {steps.map((step, index) => {
          const top = 4 + index * BAR_HEIGHT;
          const width = (step.count / longest) * room;
          const share = index === 0 ? "" : ` (${formatPercent(visits === 0 ? null : step.count / visits)})`;
          return (
            <g key={step.label}>
              <text x={LABEL_WIDTH - 8} y={top + 18} textAnchor="end" className="fill-slate-800">
                {step.label}
              </text>
              <rect x={LABEL_WIDTH} y={top + 4} width={width} height={BAR_HEIGHT - 12} className="fill-brand-600" />
              <text x={LABEL_WIDTH + width + 6} y={top + 18} className="fill-slate-900">
                {formatCount(step.count)}
                {share}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}
