import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { useEventSource } from "remix-utils/sse/react";

/** The stream app/routes/admin.leads.events.ts serves. */
const EVENTS_PATH = "/admin/leads/events";
/** The lead desk's pages: the list and each lead's page (not the downloads, nor the report). */
const LEAD_DESK = /^\/admin\/leads(?:\/(?!export\.csv$|events$|response-times(?:\.csv)?$)[^/]+)?\/?$/;

/**
 * When staff last pressed a button or followed a link. Between that press and the router saying
 * it is loading there is a moment in which the page's catch-up, itself a navigation, would replace
 * theirs: their search or their status change would be dropped without a word. So the catch-up
 * waits a little after any press.
 */
let lastActionAt = 0;
const ACTION_GRACE_MS = 1_500;

function noteAction(event: Event) {
  if (event.target instanceof Element && event.target.closest("a, button, form")) lastActionAt = Date.now();
}

/**
 * True while staff are in the middle of a form: a revalidation would start the lead's forms afresh
 * (they are keyed by the lead's version), throwing away a note being typed or a choice not yet
 * sent. The page catches up as soon as they are done, or with the answer to what they send.
 */
function busyWithForm(): boolean {
  if (Date.now() - lastActionAt < ACTION_GRACE_MS) return true;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest("form") && active.matches("input, textarea, select")) return true;
  return [...document.querySelectorAll("main textarea")].some((area) => (area as HTMLTextAreaElement).value !== "");
}

/**
 * The live lead desk: while a lead desk page is open (with JavaScript), new leads and changes made
 * anywhere reach it as server-sent events, and every loader of the page runs again (the staff
 * navigation's too). Mounted once in the staff frame, so moving between the list and a lead keeps
 * one stream open. Without JavaScript, a reload shows the same.
 */
export function LiveLeadDesk() {
  const location = useLocation();
  const onLeadDesk = LEAD_DESK.test(location.pathname);
  const message = useEventSource(EVENTS_PATH, { event: "leads", enabled: onLeadDesk });
  // A navigation to the address already shown runs every loader of the page again, as
  // useRevalidator() would; that hook's code is not in the framework's file every public page
  // loads (useNavigate is), and would put 64 bytes on each of them (decision 036). Replacing the
  // entry and keeping the scroll leaves the history and the view as they were.
  const navigate = useNavigate();
  // A load started while a form's answer is loading would cancel that load, and with it the toast
  // it carries: the page catches up once the navigation is done.
  const busy = useNavigation().state !== "idle";
  // The last message acted on: a burst of changes while the page loads again costs one more load.
  const handled = useRef<string | null>(null);
  const { pathname, search, hash } = location;

  useEffect(() => {
    if (!onLeadDesk) return;
    // Capture: seen before the router's own handlers start the navigation.
    document.addEventListener("click", noteAction, true);
    document.addEventListener("submit", noteAction, true);
    return () => {
      document.removeEventListener("click", noteAction, true);
      document.removeEventListener("submit", noteAction, true);
    };
  }, [onLeadDesk]);

  useEffect(() => {
    if (!message || message === handled.current || busy) return;
    const catchUp = () => {
      handled.current = message;
      void navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
    };
    if (!busyWithForm()) return catchUp();
    const again = setInterval(() => {
      if (busyWithForm()) return;
      clearInterval(again);
      catchUp();
    }, 1_000);
    return () => clearInterval(again);
  }, [message, busy, navigate, pathname, search, hash]);

  return null;
}
