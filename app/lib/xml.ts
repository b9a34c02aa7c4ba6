/**
 * Text for an XML element or attribute: the five markup characters escaped, and the characters XML
 * 1.0 forbids (control characters, lone surrogates, U+FFFE/U+FFFF) removed, so the document always parses.
 */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
