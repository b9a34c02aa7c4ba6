// Where the discovery call happens: a phone call to the visitor, or a video call in a meeting room.
// Shared by the form, the pages, the e-mails and the calendar file, so each says it the same way.

export const CALL_LOCATIONS = ["phone", "video"] as const;
export type CallLocation = (typeof CALL_LOCATIONS)[number];

export const LOCATION_CHOICES: Record<CallLocation, { label: string; hint: string }> = {
  phone: { label: "Phone call", hint: "We call you at the time you picked." },
  video: { label: "Video call", hint: "Teams, Zoom or Meet: the link comes with your invite." },
};

/** Where one booked call happens; a video call's link is null when none is set up any more. */
export type CallPlace = { kind: "phone"; phone: string | null } | { kind: "video"; link: string | null };

/** One line for e-mails and staff: "Phone call: +1 404-555-0142", "Video call: https://…". */
export function placeLine(place: CallPlace): string {
  if (place.kind === "phone") return `Phone call: ${place.phone ?? "no number given"}`;
  return `Video call: ${place.link ?? "we will e-mail you the link before the call"}`;
}

/** A calendar's LOCATION: what a phone or a calendar app can act on (dial, or open the room). */
export function calendarLocation(place: CallPlace): string | undefined {
  if (place.kind === "phone") return place.phone ? `Phone: ${place.phone}` : undefined;
  return place.link ?? undefined;
}

/** The visitor's own words for it, on the confirmation page and in the e-mail. */
export function visitorPlaceSentence(place: CallPlace): string {
  if (place.kind === "phone") {
    return place.phone ? `We will call you on ${place.phone}.` : "We will call you at this time.";
  }
  return place.link
    ? `It is a video call: join at ${place.link} a minute before.`
    : "It is a video call: we will e-mail you the link before the call.";
}

/** A tel: address (RFC 3966) for a number as stored: "+1 212 555 0100 ext. 12" dials the extension too. */
export function telHref(phone: string): string {
  const [number = "", extension] = phone.split(/\s*ext\.?\s*/i);
  const digits = number.replace(/[^\d+]/g, "");
  return `tel:${digits}${extension ? `;ext=${extension.replace(/\D/g, "")}` : ""}`;
}
