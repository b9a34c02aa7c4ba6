import { partnerInitial, partnerLogoPath, partnerLogoSize, type Partner } from "~/content/partners";

/**
 * A partner's logo, drawn at its file's size. The partner's first letter always sits underneath;
 * the logo (an opaque white tile) covers it once loaded. When the logo cannot load, the letter
 * shows, with or without JavaScript and whenever the failure happens: a broken `<img alt="">`
 * without a CSS size collapses to nothing (its width and height come from the loaded file, not
 * from CSS, so a missing file has none). It is decorative: the partner's name, under it as text,
 * is what assistive technology reads.
 */
export function PartnerLogo({ partner, logo }: { partner: Partner; logo: string }) {
  const { width, height } = partnerLogoSize(partner);
  return (
    <span className={`relative flex h-10 items-center justify-center ${partner.wide ? "w-24" : "w-10"}`}>
      <span aria-hidden="true" className="text-2xl font-bold text-brand-700" data-partner-initial="">
        {partnerInitial(partner)}
      </span>
      <img
        src={partnerLogoPath(logo)}
        width={width}
        height={height}
        alt=""
        loading="lazy"
        decoding="async"
        // Width and height auto in CSS, and centred by translation rather than by opposite insets
        // (which would stretch it): the drawn size comes from the loaded file, so a file that
        // never loads leaves the image with no size at all.
        className="absolute top-1/2 left-1/2 h-auto w-auto [translate:-50%_-50%]"
      />
    </span>
  );
}
