/**
 * The look of the site's buttons, shared by Button (an action) and ButtonLink (navigation), so a
 * link and a button side by side cannot drift apart.
 */
const base =
  "inline-flex items-center justify-center rounded-md px-6 py-3 text-base font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700",
  secondary: "bg-white text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700",
  /** For dark (brand-900/950) backgrounds. */
  inverted: "bg-accent-400 text-brand-950 hover:bg-accent-300 focus-visible:outline-white",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant, className = ""): string {
  return `${base} ${variants[variant]} ${className}`.trim();
}
