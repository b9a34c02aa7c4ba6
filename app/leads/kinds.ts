// The lead desk's vocabularies, shared by the schema, the server and the pages (no imports, so
// the browser bundle can use them too).

export const LEAD_KINDS = ["contact", "booking", "assessment"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The workflow, in the order a lead usually moves; spam sits apart. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_EVENT_KINDS = ["created", "status", "owner", "note", "reply"] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export const KIND_LABELS: Record<LeadKind, string> = {
  contact: "Contact request",
  booking: "Booked call",
  assessment: "IT audit",
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};
