import { partnerInitial, partnerLogoPath, type Partner } from "~/content/partners";

/** The logo is drawn at this size (the SVG files are 40x40 too). */
const LOGO_PX = 40;

/**
 * A partner's logo tile. The partner's first letter always sits underneath; the logo (an opaque
 * white tile) covers it once loaded. When the logo cannot load, the letter shows, with or without
 * JavaScript and whenever the failure happens: a broken `<img alt="">` without a CSS size
 * collapses to nothing (its width and height come from the loaded file, not from CSS, so a
 * missing file has none). The tile is decorative: the partner's name, next to it as text, is what
 * assistive technology reads.
 */
export function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <span className="relative flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-white ring-1 ring-slate-200">
      <span aria-hidden="true" className="text-2xl font-bold text-brand-700" data-partner-initial="">
        {partnerInitial(partner)}
      </span>
      {partner.logo ? (
        <img
          src={partnerLogoPath(partner.logo)}
          width={LOGO_PX}
          height={LOGO_PX}
          alt=""
          loading="lazy"
          decoding="async"
          // Width and height auto in CSS, and centred by translation rather than by opposite insets
          // (which would stretch it): the drawn size comes from the loaded file (40px), so a file
          // that never loads leaves the image with no size at all.
          className="absolute top-1/2 left-1/2 h-auto max-h-10 w-auto max-w-10 [translate:-50%_-50%]"
        />
      ) : null}
    </span>
  );
}
