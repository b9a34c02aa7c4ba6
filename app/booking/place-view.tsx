import { telHref, type CallPlace } from "./location";

const link = "font-semibold text-brand-700 underline";

/** How staff reach the visitor: the number as a tel: link, or the video room to open. */
export function StaffPlace({ place }: { place: CallPlace }) {
  if (place.kind === "phone") {
    return place.phone ? (
      <>
        Phone call:{" "}
        <a className={link} href={telHref(place.phone)}>
          {place.phone}
        </a>
      </>
    ) : (
      <>Phone call (no number given: reply by e-mail)</>
    );
  }
  return place.link ? (
    <>
      Video call:{" "}
      <a className={`${link} break-all`} href={place.link} rel="noopener noreferrer" target="_blank">
        {place.link}
      </a>
    </>
  ) : (
    <>Video call (no meeting link is set up: add one at Availability, or send one by e-mail)</>
  );
}

/** Where the visitor's call happens, on the confirmation and manage page. */
export function VisitorPlace({ place }: { place: CallPlace }) {
  if (place.kind === "phone") {
    return place.phone ? (
      <>
        Phone call: we call you on <strong>{place.phone}</strong>.
      </>
    ) : (
      <>Phone call: we call you at this time.</>
    );
  }
  return place.link ? (
    <>
      Video call: join at{" "}
      <a className={`${link} break-all`} href={place.link} rel="noopener noreferrer" target="_blank">
        {place.link}
      </a>{" "}
      a minute before.
    </>
  ) : (
    <>Video call: we will e-mail you the link before the call.</>
  );
}
