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

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className={`text-lg font-bold tracking-tight ${inverted ? "text-white" : "text-brand-900"}`}>
        {site.brand}
      </span>
    </span>
  );
}
