/** What the staff navigation says by the lead desk's link. */
export type LeadDeskCounts = { new: number; overdue: number };

/** The link's accessible name: its visible label first, then the counts ("Leads, 3 new, 1 overdue"). */
export function leadDeskLinkName(label: string, counts: LeadDeskCounts | null): string {
  if (!counts) return label;
  const parts = [`${counts.new} new`];
  if (counts.overdue > 0) parts.push(`${counts.overdue} overdue`);
  return `${label}, ${parts.join(", ")}`;
}
