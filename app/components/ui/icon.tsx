import sprite from "./icons.svg?no-inline";

export type IconName = "check" | "pulse" | "shield" | "compass" | "star" | "arrow" | "badge";

/**
 * A small decorative icon in the text colour; always aria-hidden (the text next to it speaks).
 * The shapes are in one cached file, so the page's script carries only a name. They were CSS
 * masks before: every masked element parsed its SVG again during the page's first style pass,
 * about half of that pass on the home page.
 */
export function Icon({ name, className }: { name: IconName; className: string }) {
  return (
    <svg aria-hidden="true" className={`inline-block ${className}`}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
