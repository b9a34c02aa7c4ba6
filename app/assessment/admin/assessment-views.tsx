import { resultPath } from "../paths";
import { Link } from "react-router";
import { DataTable, type Column } from "~/admin/data-table";
import { Pager, numberedPages } from "~/admin/pager";
import type { AssessmentDetail, AssessmentRow, Delivery } from "./assessments.server";

const badge: Record<Delivery["state"], { label: string; className: string }> = {
  pending: { label: "Pending", className: "bg-sky-100 text-sky-900 ring-sky-700/30" },
  sent: { label: "Sent", className: "bg-green-100 text-green-900 ring-green-700/30" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900 ring-red-700/30" },
  spam: { label: "Spam", className: "bg-amber-100 text-amber-900 ring-amber-700/30" },
};

function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  const { label, className } = badge[delivery.state];
  return (
    <>
      <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${className}`}>
        {label}
      </span>
      {delivery.detail ? <div className="mt-1 text-xs break-words text-slate-600">{delivery.detail}</div> : null}
    </>
  );
}

const columns: Column<AssessmentRow>[] = [
  { header: "Finished", className: "whitespace-nowrap text-slate-700", cell: (row) => row.finished },
  {
    header: "Organization",
    cell: (row) => (
      <>
        <Link to={`/admin/assessments/${row.id}`} className="font-semibold text-brand-700 underline">
          {row.organization}
        </Link>
        <div className="text-slate-700">{row.orgType}</div>
      </>
    ),
  },
  {
    header: "Contact",
    cell: (row) => (
      <>
        <div className="text-slate-900">{row.name}</div>
        <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
      </>
    ),
  },
  { header: "Overall", className: "font-semibold text-slate-900", cell: (row) => `${row.overall}/100` },
  { header: "Staff e-mail", className: "max-w-xs", cell: (row) => <DeliveryBadge delivery={row.delivery} /> },
];

export function AssessmentTable({ rows }: { rows: AssessmentRow[] }) {
  return (
    <DataTable
      captionId="audits-caption"
      caption="Finished audits, newest first"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}

export function AssessmentPager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return <Pager label="Audit pages" {...numberedPages("/admin/assessments", page, pageCount)} />;
}

function Facts({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(12rem,22rem)_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AssessmentDetailView({ assessment }: { assessment: AssessmentDetail }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="lead-heading">
        <h2 id="lead-heading" className="text-xl font-bold text-brand-900">
          The lead
        </h2>
        <div className="mt-4">
          <Facts
            items={[
              ["Name", assessment.name],
              [
                "Email",
                <a key="email" className="text-brand-700 underline" href={`mailto:${assessment.email}`}>
                  {assessment.email}
                </a>,
              ],
              ["Phone", assessment.phone ?? "Not given"],
              ["Organization", `${assessment.organization} (${assessment.orgType})`],
              ["Finished", assessment.finished],
              ["Started from", assessment.page],
              ["IP address", assessment.clientIp ?? "Unknown"],
              ["Staff e-mail", <DeliveryBadge key="delivery" delivery={assessment.delivery} />],
              [
                "Visitor's result",
                <Link key="result" className="text-brand-700 underline" to={resultPath(assessment.publicId)}>
                  Open the result page
                </Link>,
              ],
            ]}
          />
        </div>
      </section>
      <section aria-labelledby="scores-heading">
        <h2 id="scores-heading" className="text-xl font-bold text-brand-900">
          Scores: {assessment.overall}/100 overall
        </h2>
        <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-5">
          {assessment.areas.map((area) => (
            <li key={area.name} className="rounded-lg border border-slate-200 p-3">
              <div className="text-slate-700">{area.name}</div>
              <div className="text-lg font-semibold text-slate-900">{area.score}/100</div>
            </li>
          ))}
        </ul>
        <h3 className="mt-6 font-semibold text-slate-900">Next steps shown</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm text-slate-800">
          {assessment.nextSteps.map((step) => (
            <li key={step.id}>
              {step.title} ({step.serviceName})
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="text-xl font-bold text-brand-900">
          Answers
        </h2>
        <div className="mt-4">
          <Facts items={assessment.answers.map(({ question, answer }) => [question, answer])} />
        </div>
      </section>
    </div>
  );
}
