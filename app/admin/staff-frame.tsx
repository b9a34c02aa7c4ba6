import { Link, NavLink } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { SignOutForm } from "~/auth/login-forms";
import { BackupStatusLine } from "~/backup/backup-status-line";
import { Logo } from "~/components/site/logo";
import { leadDeskLinkName, type LeadDeskCounts } from "~/leads/desk-counts";
import type { StaffFrameData } from "~/lib/staff-frame-handle";
import { PlaceholderNotice } from "./placeholder-notice";

// The lead desk comes first: it is where a new enquiry waits for an answer.
const SECTIONS = [
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/availability", label: "Availability" },
  { to: "/admin/hosts", label: "Hosts" },
  { to: "/admin/calendars", label: "Calendars" },
  { to: "/admin/assessments", label: "Audits" },
  { to: "/admin/insights", label: "Insights" },
  { to: "/admin/privacy", label: "Privacy requests" },
] as const;

const link = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2.5 py-1.5 whitespace-nowrap sm:px-3 sm:py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${isActive ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-100"}`;

const countPill = "rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1";

/**
 * What waits at the lead desk, by its link on every staff page. The link's own name carries the
 * counts for screen readers, so the pills are hidden from them and not read twice.
 */
function LeadDeskCountPills({ counts }: { counts: LeadDeskCounts }) {
  if (counts.new === 0 && counts.overdue === 0) return null;
  return (
    <span data-testid="nav-lead-counts" aria-hidden="true" className="flex items-center gap-1">
      {counts.new > 0 ? (
        <span className={`${countPill} bg-sky-100 text-sky-900 ring-sky-700/30`}>{counts.new} new</span>
      ) : null}
      {counts.overdue > 0 ? (
        <span className={`${countPill} bg-red-100 text-red-900 ring-red-700/40`}>{counts.overdue} overdue</span>
      ) : null}
    </span>
  );
}

/**
 * The staff pages' own header: the company (a way back to the public site), who is signed in, the
 * sections, and what needs the operator's attention. On a phone the sections wrap onto a second
 * row: a sideways-scrolling row hid the later sections, the current one often among them.
 */
export function StaffHeader({ email, backup, placeholders, leadCounts }: StaffFrameData) {
  // Tests wait for this mark before clicking: with it, React owns the page's forms and links.
  const hydrated = useHydrated();
  return (
    <header
      data-staff-frame=""
      data-hydrated={hydrated ? "" : undefined}
      className="border-b border-slate-200 bg-white print:hidden"
    >
      {/* Rendered by the frame (React puts it in <head>), so a staff page's own meta cannot drop it. */}
      <meta name="robots" content="noindex, nofollow" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 pt-3">
          <Link
            to="/"
            className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Logo />
            <span className="sr-only"> (the public site)</span>
          </Link>
          <div className="flex min-w-0 items-center gap-3 text-sm text-slate-600">
            <span className="min-w-0 break-words">Signed in as {email}</span>
            <SignOutForm />
          </div>
        </div>
        <nav aria-label="Staff" className="mt-2">
          <ul className="flex flex-wrap gap-1 pb-2">
            {SECTIONS.map((section) =>
              section.to === "/admin/leads" ? (
                <li key={section.to} className="flex items-center gap-1">
                  <NavLink to={section.to} className={link} aria-label={leadDeskLinkName(section.label, leadCounts)}>
                    {section.label}
                  </NavLink>
                  {leadCounts ? <LeadDeskCountPills counts={leadCounts} /> : null}
                </li>
              ) : (
                <li key={section.to}>
                  <NavLink to={section.to} className={link}>
                    {section.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="pb-3">
          <BackupStatusLine status={backup} />
          <PlaceholderNotice fields={placeholders} />
        </div>
      </div>
    </header>
  );
}
