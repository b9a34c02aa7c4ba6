import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** What a picker leaves in the next location's state: the id of the next step's heading. */
export type Arrival = { focus: string };

/**
 * Moves the focus to the heading a picker named (the times after a day, the form after a time), not
 * on a fresh load or Back, and scrolls it to the top when it is out of sight: on a phone, the times
 * start far below the days. The heading needs tabIndex={-1}.
 */
export function useArrivalFocus(): void {
  const { key, state } = useLocation();
  const navigationType = useNavigationType();
  // Once per arrival (a new location): a later render of the same page leaves the focus alone.
  useEffect(() => {
    const id = (state as Partial<Arrival> | null)?.focus;
    const heading = navigationType === "POP" || !id ? null : document.getElementById(id);
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // Under the fixed header (app.css keeps 5rem clear), or so low that what follows it is out of sight.
    const { top, bottom } = heading.getBoundingClientRect();
    if (top < 80 || bottom > window.innerHeight * 0.8) heading.scrollIntoView({ block: "start" });
  }, [key, state, navigationType]);
}
