import { site } from "~/content/site";

function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#0f2f57" />
      <path
        d="M20 8c5.5 0 9 3.6 9 8.3 0 4.3-3 6.6-6.2 8.6L20 26.7l-2.8-1.8C14 22.9 11 20.6 11 16.3 11 11.6 14.5 8 20 8Z"
        fill="#f4a259"
      />
      <path d="M13 30h14v2.5H13z" fill="#ffffff" />
    </svg>
  );
}

/**
 * The mark and the brand's name. `compact` (the header's) shows the short name on a phone, where
 * the full one beside the menu button wrapped onto two lines; screen readers still hear the full
 * name, which stays in the page, visually hidden there.
 */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const type = `text-lg font-bold tracking-tight whitespace-nowrap ${inverted ? "text-white" : "text-brand-900"}`;
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      {compact ? (
        <span aria-hidden="true" className={`sm:hidden ${type}`}>
          {site.shortBrand}
        </span>
      ) : null}
      <span className={compact ? `max-sm:sr-only ${type}` : type}>{site.brand}</span>
    </span>
  );
}
