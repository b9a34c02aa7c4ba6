/**
 * Tells this process's shared page cache that the public content changed, the moment a write made
 * here has committed. The database's own notification (server/page-cache/content-changes.ts)
 * reaches every instance, this one included, but a few milliseconds later: an author who saves
 * and looks at once must already see the new page.
 */
const listeners = new Set<() => void>();

export function onLocalContentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function localContentChanged(): void {
  for (const listener of listeners) listener();
}
