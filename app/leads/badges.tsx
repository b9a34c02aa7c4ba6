import { STATUS_LABELS, type LeadStatus } from "./kinds";

const pill = "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1";

const statusTone: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900 ring-sky-700/30",
  contacted: "bg-indigo-100 text-indigo-900 ring-indigo-700/30",
  qualified: "bg-violet-100 text-violet-900 ring-violet-700/30",
  won: "bg-green-100 text-green-900 ring-green-700/30",
  lost: "bg-slate-100 text-slate-800 ring-slate-600/30",
  spam: "bg-amber-100 text-amber-900 ring-amber-700/30",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`${pill} ${statusTone[status]}`}>{STATUS_LABELS[status]}</span>;
}

export type DeliveryState = "pending" | "sent" | "failed" | "spam" | "none";

const delivery: Record<DeliveryState, { label: string; tone: string }> = {
  pending: { label: "Pending", tone: "bg-sky-50 text-sky-900 ring-sky-700/30" },
  sent: { label: "Sent", tone: "bg-green-50 text-green-900 ring-green-700/30" },
  failed: { label: "Failed", tone: "bg-red-100 text-red-900 ring-red-700/30" },
  spam: { label: "Not e-mailed (spam)", tone: "bg-amber-50 text-amber-900 ring-amber-700/30" },
  none: { label: "No e-mail", tone: "bg-slate-50 text-slate-800 ring-slate-600/30" },
};

/** Where the e-mail that told staff about the lead stands. */
export function DeliveryBadge({ state }: { state: DeliveryState }) {
  return <span className={`${pill} ${delivery[state].tone}`}>{delivery[state].label}</span>;
}
