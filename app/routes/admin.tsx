import { Outlet, useRouteLoaderData } from "react-router";
import ErrorView from "~/components/site/error-view";
import { StaffHeader } from "~/admin/staff-frame";
import { staffFrameHandle, type StaffFrameData } from "~/lib/staff-frame-handle";
import { adminMiddleware } from "~/auth/admin-middleware.server";
import { loadBackupStatus } from "~/backup/backup-status.server";
import { loadLeadDeskCounts } from "~/leads/desk-counts.server";
import { requireAdmin } from "~/auth/guard.server";
import { staffAuthMiddleware } from "~/auth/staff.server";
import { LiveLeadDesk } from "~/leads/live-events";
import { sitePlaceholderFields } from "~/content/placeholders";
import type { Route } from "./+types/admin";

// Every /admin route nests here, so this gate runs before any of their loaders and actions.
export const middleware: Route.MiddlewareFunction[] = [staffAuthMiddleware, adminMiddleware];

// Root's Layout leaves out the public header and footer where this route's data is loaded; the
// staff header is drawn here, so public pages never load its code.
export const handle = staffFrameHandle;

export async function loader({ context }: Route.LoaderArgs): Promise<StaffFrameData> {
  const admin = requireAdmin(context);
  // Side by side: each is one small query, and neither failing fails the page.
  const [backup, leadCounts] = await Promise.all([loadBackupStatus(), loadLeadDeskCounts()]);
  return { email: admin.email, backup, placeholders: sitePlaceholderFields(), leadCounts };
}

/** The staff header, then the page as the document's one <main>, where the skip link lands. */
function StaffPage({ frame, children }: { frame: StaffFrameData; children: React.ReactNode }) {
  return (
    <>
      <StaffHeader {...frame} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage frame={loaderData}>
      <LiveLeadDesk />
      <Outlet />
    </StaffPage>
  );
}

/**
 * A staff page that failed keeps the staff frame, so staff can move on from it. When this layout's
 * own loader failed there is no frame: root then shows the public one around the error.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>("routes/admin");
  return frame ? (
    <StaffPage frame={frame}>
      <ErrorView error={error} />
    </StaffPage>
  ) : (
    <ErrorView error={error} />
  );
}
