/**
 * Draft ids and public ids: 24 random bytes in base64url, 32 characters. They are the only key to
 * a visitor's answers (a draft's address, a result's address), so they are unguessable rather
 * than counted, and checked for shape before any query sees them.
 */
const ID_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function isWellFormedId(value: unknown): value is string {
  return typeof value === "string" && ID_SHAPE.test(value);
}
