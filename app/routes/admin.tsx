import { Outlet } from "react-router";
import { staffFrameHandle, type StaffFrameData } from "~/admin/staff-frame";
import { adminMiddleware } from "~/auth/admin-middleware.server";
import { loadBackupStatus } from "~/backup/backup-status.server";
import { requireAdmin } from "~/auth/guard.server";
import { staffAuthMiddleware } from "~/auth/staff.server";
import { sitePlaceholderFields } from "~/content/placeholders";
import type { Route } from "./+types/admin";

// Every /admin route nests here, so this gate runs before any of their loaders and actions.
export const middleware: Route.MiddlewareFunction[] = [staffAuthMiddleware, adminMiddleware];

// Root's Layout draws the staff frame (app/admin/staff-frame.tsx) from this route's data, so an
// error page under /admin keeps the staff header too.
export const handle = staffFrameHandle;

export async function loader({ context }: Route.LoaderArgs): Promise<StaffFrameData> {
  const admin = requireAdmin(context);
  return { email: admin.email, backup: await loadBackupStatus(), placeholders: sitePlaceholderFields() };
}

export default function AdminLayout() {
  return <Outlet />;
}
