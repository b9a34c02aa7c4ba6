/**
 * The shape of a legal page (privacy, terms, cookies). The copy lives in one module per page;
 * `LegalPage` (app/components/site/legal-page.tsx) renders any of them the same way.
 */

/** A run of text, or a link inside it (mailto:, tel: or a path on this site). */
export type LegalInline = string | { text: string; href: string };

export type LegalBlock =
  | { kind: "paragraph"; content: readonly LegalInline[] }
  | { kind: "list"; items: readonly (readonly LegalInline[])[] }
  | {
      kind: "table";
      caption: string;
      /** Column headings; the first column of each row is its row heading. */
      columns: readonly string[];
      rows: readonly (readonly string[])[];
    };

type LegalSection = {
  /** The section's anchor (#id) and the base of its heading id. */
  id: string;
  /** Rendered as the section's h2. */
  title: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  path: "/privacy-policy" | "/terms-of-service" | "/cookie-policy";
  /** The h1, and the page title before the brand. */
  title: string;
  /** The meta description (70-160 characters). */
  description: string;
  intro: string;
  sections: readonly LegalSection[];
};

/** All three policies were last revised together. */
export const LEGAL_LAST_UPDATED = { iso: "2026-11-28", display: "November 28, 2026" } as const;

export const paragraph = (...content: LegalInline[]): LegalBlock => ({ kind: "paragraph", content });
/** Each item is one inline run, or several (text with a link) as an array. */
export const list = (...items: (LegalInline | LegalInline[])[]): LegalBlock => ({
  kind: "list",
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const link = (text: string, href: string): LegalInline => ({ text, href });
