import type { ReactNode } from "react";
import type { InsightsReport } from "./report";
import { DailyChart, FunnelChart } from "./report-chart";
import { periodName, rangeLabel } from "./report-format";
import { funnelRows } from "./report-funnel";
import { HeadlineFigures } from "./report-headline";
import {
  CampaignsTable,
  DailyTable,
  EntriesTable,
  FunnelTable,
  NotFoundTable,
  PagesTable,
  ShareTable,
  SourcesTable,
} from "./report-tables";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A chart and the table that holds its figures, side by side where there is room. */
function ChartAndTable({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start gap-6 [&>*:last-child]:min-w-0 [&>*:last-child]:flex-1 [&>*:last-child]:basis-72">
      {children}
    </div>
  );
}

/** Everything the page shows of a period, under the period picker. */
export function InsightsReportView({ report, limit }: { report: InsightsReport; limit: number }) {
  const { period, headline } = report;
  const previousName = `in the ${period.days === 1 ? "day" : `${period.days} days`} before (${rangeLabel(period.previous)})`;
  return (
    <div className="space-y-12">
      <Section id="glance" title={`At a glance: ${periodName(period)}`}>
        <p className="text-sm text-slate-700">
          {rangeLabel(period, period.days)}, Eastern time, each compared with the same number of days just before.
        </p>
        <HeadlineFigures headline={headline} previousName={previousName} />
      </Section>
      <Section id="daily" title="Day by day">
        <ChartAndTable>
          <DailyChart days={report.days} tableId="insights-days" />
          <DailyTable id="insights-days" days={report.days} />
        </ChartAndTable>
      </Section>
      <Section id="funnel" title="From a visit to a booked call">
        <ChartAndTable>
          <FunnelChart
            steps={funnelRows(headline).map((row) => ({ label: row.label, count: row.figure.current }))}
            tableId="insights-funnel"
          />
          <FunnelTable
            id="insights-funnel"
            rows={funnelRows(headline)}
            previousName={period.days === 1 ? "the day before" : `the ${period.days} days before`}
          />
        </ChartAndTable>
      </Section>
      <Section id="sources" title="Sources and campaigns">
        <SourcesTable id="insights-sources" rows={report.sources} />
        <CampaignsTable id="insights-campaigns" rows={report.campaigns} />
      </Section>
      <Section id="pages" title="Pages">
        <PagesTable id="insights-pages" rows={report.pages} limit={limit} />
        <EntriesTable id="insights-entries" rows={report.entries} limit={limit} />
      </Section>
      <Section id="devices" title="Devices and browsers">
        <div className="grid gap-6 md:grid-cols-2">
          <ShareTable id="insights-devices" caption="Devices" header="Device" rows={report.devices} />
          <ShareTable id="insights-browsers" caption="Browsers" header="Browser" rows={report.browsers} />
        </div>
      </Section>
      <Section id="not-found" title="Pages not found">
        <NotFoundTable id="insights-not-found" rows={report.notFound} limit={limit} />
      </Section>
      <HowCounted />
    </div>
  );
}

/** How every figure is counted, on the page, so nobody has to guess. */
function HowCounted() {
  return (
    <section
      aria-labelledby="how-counted"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
    >
      <h2 id="how-counted" className="text-base font-semibold text-brand-900">
        How these figures are counted
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Pages are counted by the server as they are answered: no cookie, no script, visitors without JavaScript
          included. Search engines&apos; robots, signed-in staff, prefetches and files are not counted.
        </li>
        <li>
          A <strong>visitor</strong> is an address and browser on one Eastern day. The code that tells them apart
          changes every day and cannot be traced back, so the same person on two days counts as two visitors, and a
          period&apos;s visitors are the days&apos; visitors added up. A <strong>visit</strong> is one visitor&apos;s
          day.
        </li>
        <li>
          A visit&apos;s <strong>source</strong>, campaign, device and entry page are those of its first page that day.
          Later pages reached by the site&apos;s own links belong to the same visit.
        </li>
        <li>
          <strong>Audits, calls and contact requests</strong> count each visit once however often it did them; when the
          visitor is not known, each one counts. <strong>Became a lead</strong>: finished an audit, booked a call or
          sent a contact request. The <strong>conversion rate</strong> is those visits divided by the source&apos;s
          visits.
        </li>
        <li>
          After 30 days (or the retention set) page views are kept as daily totals only. On those days a visitor who
          came twice from different sources counts in each, a page&apos;s visitors may include one twice, and pages not
          found are no longer listed.
        </li>
      </ul>
    </section>
  );
}
