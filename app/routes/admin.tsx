import { Outlet } from "react-router";
import { StaffHeader } from "~/admin/staff-frame";
import { staffFrameHandle, type StaffFrameData } from "~/lib/staff-frame-handle";
import { adminMiddleware } from "~/auth/admin-middleware.server";
import { loadBackupStatus } from "~/backup/backup-status.server";
import { requireAdmin } from "~/auth/guard.server";
import { staffAuthMiddleware } from "~/auth/staff.server";
import { sitePlaceholderFields } from "~/content/placeholders";
import type { Route } from "./+types/admin";

// Every /admin route nests here, so this gate runs before any of their loaders and actions.
export const middleware: Route.MiddlewareFunction[] = [staffAuthMiddleware, adminMiddleware];

// Root's Layout leaves out the public header and footer where this route's data is loaded; the
// staff header is drawn here, so public pages never load its code.
export const handle = staffFrameHandle;

export async function loader({ context }: Route.LoaderArgs): Promise<StaffFrameData> {
  const admin = requireAdmin(context);
  return { email: admin.email, backup: await loadBackupStatus(), placeholders: sitePlaceholderFields() };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaffHeader {...loaderData} />
      <Outlet />
    </>
  );
}
