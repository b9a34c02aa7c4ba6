import { Link } from "react-router";

/**
 * Where a host's calendars meet the site: their calls in a calendar app (the staff feed, narrowed
 * to them), and their own busy times, read from their calendar's private address on the
 * Calendars page.
 */
export function HostCalendars({ hostId }: { hostId: string }) {
  return (
    <section aria-labelledby="host-calendars-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="host-calendars-heading" className="text-lg font-semibold text-brand-900">
        Calendars
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Their calls only, in Google Calendar or Outlook: take the calendar feed&apos;s address from Availability and add{" "}
        <code className="break-all">?host={hostId}</code> at its end.
      </p>
      <p className="mt-3 text-sm text-slate-700">
        To keep visitors off their own meetings, paste their calendar&apos;s private iCal address on the{" "}
        <Link to="/admin/calendars" className="font-semibold text-brand-700 underline">
          Calendars
        </Link>{" "}
        page: its busy times take this host only.
      </p>
    </section>
  );
}
