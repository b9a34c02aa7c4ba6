import type { ConversionKind } from "./conversion-kinds";

/** The visit a conversion is credited to: the visitor's first page of the day and where they came from. */
export type Attribution = { entryPath: string; source: string; medium: string; campaign: string };

/** The source of a conversion whose visit is not known (counting off, no view seen, a direct post). */
export const UNKNOWN_SOURCE = "unknown";

export const UNKNOWN_ATTRIBUTION: Attribution = { entryPath: "", source: UNKNOWN_SOURCE, medium: "", campaign: "" };

/** The conversions that make a lead: its attribution is theirs, and staff's later steps copy it. */
export const LEAD_MAKING_KINDS = [
  "audit_finished",
  "call_booked",
  "contact_stored",
] as const satisfies readonly ConversionKind[];

/** A lead's way to the site in order, as its page shows it. */
export type Journey = { entry: Attribution; steps: ConversionKind[] };

const STEP_WORDS: Record<ConversionKind, string> = {
  audit_started: "started the free IT audit",
  audit_finished: "finished the free IT audit",
  call_booked: "booked a call",
  contact_stored: "sent a contact request",
  call_held: "call held",
  won: "won",
};

/** "Google search", "LinkedIn", "newsletter (email), campaign fall-schools": where a visit came from, in words. */
export function sourceWords({ source, medium, campaign }: Omit<Attribution, "entryPath">): string {
  let words: string;
  switch (medium) {
    case "organic search":
      words = `${source} search`;
      break;
    case "paid":
      words = source.endsWith(" Ads") ? source : `${source} ad`;
      break;
    case "direct":
      words = "Direct (typed address or bookmark)";
      break;
    case "referral":
      words = `Link from ${source}`;
      break;
    case "internal":
      words = "A page of this site";
      break;
    case "social":
    case "campaign":
    case "":
      words = source;
      break;
    default:
      words = `${source} (${medium})`;
  }
  return campaign ? `${words}, campaign ${campaign}` : words;
}

/**
 * "Google search → /services/cybersecurity → finished the free IT audit → booked a call", or
 * "Source not recorded" when the lead has no attribution at all.
 */
export function journeyLine(journey: Journey | null): string {
  if (journey === null) return "Source not recorded";
  const { entry, steps } = journey;
  const start =
    entry.source === UNKNOWN_SOURCE
      ? ["Source not recorded"]
      : [sourceWords(entry), ...(entry.entryPath ? [entry.entryPath] : [])];
  return [...start, ...steps.map((step) => STEP_WORDS[step])].join(" → ");
}
