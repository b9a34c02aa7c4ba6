import { formatAddress, site } from "~/content/site";
import { easternWallTimeToDate, formatDate, toEasternWallTime } from "~/lib/time";

/**
 * The printed result's page box: a principal hands it to the board, so every sheet says whose it
 * is and how to reach them. Chromium draws @page margin boxes (since 131), which repeat on each
 * sheet and count pages; their text must be written into CSS, so it is built here from the site's
 * facts instead of being typed into a stylesheet. The first sheet carries the letterhead
 * (print-letterhead.tsx) in place of the running header.
 */
export function printPageCss({ siteUrl, answeredOn }: { siteUrl: string; answeredOn: string | null }): string {
  const answered = answeredOn ? `Free IT audit result, answered on ${answeredOn}` : "Free IT audit result";
  const box = `font-family: ui-sans-serif, system-ui, sans-serif; font-size: 8pt; color: #475569;`;
  return `@page {
  size: Letter;
  margin: 0.85in 0.6in 0.7in;
  @top-left { content: ${cssString(`${site.brand}\n${formatAddress()}`)}; white-space: pre; vertical-align: bottom; padding-bottom: 0.15in; ${box} }
  @top-right { content: ${cssString(`${site.phone.display}\n${webAddress(siteUrl)}`)}; white-space: pre; text-align: right; vertical-align: bottom; padding-bottom: 0.15in; ${box} }
  @bottom-left { content: ${cssString(answered)}; vertical-align: top; padding-top: 0.15in; ${box} }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); text-align: right; vertical-align: top; padding-top: 0.15in; ${box} }
}
@page :first {
  margin-top: 0.6in;
  @top-left { content: none; }
  @top-right { content: none; }
}
`;
}

/**
 * The day an audit was answered ("2026-11-27", from the stylesheet's address) as the page shows it,
 * or null for anything that is not a real calendar day: the address is anyone's to type.
 */
export function answeredOnDay(day: string | null): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const noon = easternWallTimeToDate(`${day}T12:00`);
  // 2026-02-31 would roll over into March: only a day that comes back unchanged is one.
  return Number.isNaN(noon.getTime()) || toDay(noon) !== day ? null : formatDate(noon);
}

/** The calendar day of an instant in the business's zone, as the stylesheet's address carries it. */
export function toDay(date: Date): string {
  return toEasternWallTime(date).slice(0, 10);
}

/** The site's address as printed: "www.example.com", without the scheme nobody types. */
export function webAddress(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, "");
}

/** A CSS string literal: quotes and backslashes escaped, a line break as CSS's own \A. */
export function cssString(text: string): string {
  const escaped = [...text]
    .map((char) => {
      if (char === "\n") return "\\A ";
      if (char === '"' || char === "\\") return `\\${char}`;
      const code = char.codePointAt(0) ?? 0;
      return code < 0x20 || code === 0x7f ? `\\${code.toString(16)} ` : char;
    })
    .join("");
  return `"${escaped}"`;
}
