// Apart from the table (tables.ts), which brings the database layer: the report's page names
// these in the browser too.

/**
 * What a visit led to. The first four are the visitor's own steps; a call held and a lead won are
 * staff's, recorded against the visit that brought the lead.
 */
export const CONVERSION_KINDS = [
  "audit_started",
  "audit_finished",
  "call_booked",
  "contact_stored",
  "call_held",
  "won",
] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];
