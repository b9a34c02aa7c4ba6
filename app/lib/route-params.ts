/** A row id from a URL segment ("/admin/blog/42/edit"), or null when it cannot name a row. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A UUID row id from a URL segment ("/admin/leads/…"), in PostgreSQL's lower-case spelling, or
 * null when it cannot name a row. Checked before any query: PostgreSQL refuses a malformed uuid
 * with an error, which would read as a database failure rather than "no such row".
 */
export function parseUuid(raw: string | undefined): string | null {
  return raw && UUID.test(raw) ? raw.toLowerCase() : null;
}
