/**
 * Small decorative icons for the home page; always aria-hidden (the text next to them speaks).
 * The shapes live in app.css as CSS masks, so the page's script carries only a class name.
 */
type IconName = "check" | "pulse" | "shield" | "compass" | "star" | "arrow" | "badge";

export function Icon({ name, className }: { name: IconName; className: string }) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} />;
}
