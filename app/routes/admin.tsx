import { NavLink, Outlet } from "react-router";
import { adminMiddleware } from "~/auth/admin-middleware.server";
import { BackupStatusLine } from "~/backup/backup-status-line";
import { loadBackupStatus } from "~/backup/backup-status.server";
import { requireAdmin } from "~/auth/guard.server";
import { SignOutForm } from "~/auth/login-forms";
import { staffAuthMiddleware } from "~/auth/staff.server";
import type { Route } from "./+types/admin";

// Every /admin route nests here, so this gate runs before any of their loaders and actions.
export const middleware: Route.MiddlewareFunction[] = [staffAuthMiddleware, adminMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  return { email: admin.email, backup: await loadBackupStatus() };
}

const link = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-semibold ${isActive ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-100"}`;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {/* Rendered by the layout (React puts it in <head>), so child pages' own meta cannot drop it. */}
      <meta name="robots" content="noindex, nofollow" />
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <nav aria-label="Staff">
          <ul className="flex flex-wrap gap-2">
            <li>
              <NavLink to="/admin/leads" className={link}>
                Leads
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/blog" className={link}>
                Blog
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/messages" className={link}>
                Messages
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/bookings" className={link}>
                Bookings
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/availability" className={link}>
                Availability
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/assessments" className={link}>
                Audits
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/privacy" className={link}>
                Privacy requests
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-4 text-sm text-slate-600">
          <span>Signed in as {loaderData.email}</span>
          <SignOutForm />
        </div>
      </div>
      <BackupStatusLine status={loaderData.backup} />
      <Outlet />
    </div>
  );
}
