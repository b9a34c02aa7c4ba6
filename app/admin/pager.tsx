import { Link } from "react-router";

/**
 * Newer / older links around where the list stands, as plain links (they work without
 * JavaScript). Numbered lists give "Page 2 of 7"; keyset-paged ones give no position.
 */
export function Pager({
  label,
  newer,
  older,
  position,
}: {
  /** Names the navigation landmark, e.g. "Inbox pages". */
  label: string;
  newer?: string;
  older?: string;
  position?: string;
}) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center gap-4 text-sm">
      {newer ? (
        <Link className="text-brand-700 underline" to={newer}>
          Newer
        </Link>
      ) : null}
      {position ? <span className="text-slate-700">{position}</span> : null}
      {older ? (
        <Link className="text-brand-700 underline" to={older}>
          Older
        </Link>
      ) : null}
    </nav>
  );
}

/** The links of a numbered list: `base` for page 1, `base?page=n` after it. */
export function numberedPages(base: string, page: number, pageCount: number) {
  const href = (n: number) => (n <= 1 ? base : `${base}?page=${n}`);
  return {
    newer: page > 1 ? href(page - 1) : undefined,
    older: page < pageCount ? href(page + 1) : undefined,
    position: `Page ${page} of ${pageCount}`,
  };
}
