import { data, redirect } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { InboxPager, InboxTable, StatusBadge, type InboxRow } from "~/contact/admin/inbox-view";
import { listContactRequests, markNotSpam, retryDelivery } from "~/contact/admin/inbox.server";
import { wakeContactDelivery } from "~/contact/delivery.server";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { logger } from "~/lib/log.server";
import { formatDateTime } from "~/lib/time";
import { safeRedirect } from "~/lib/safe-redirect";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.messages";

const log = logger("admin-inbox");

export const meta: Route.MetaFunction = () => adminMeta("Messages");
export const headers: Route.HeadersFunction = adminHeaders;

function pageFrom(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const page = pageFrom(request);
  if (page === null) throw redirect("/admin/messages");
  try {
    const inbox = await listContactRequests({ page });
    if (page > inbox.pageCount) throw redirect(`/admin/messages?page=${inbox.pageCount}`);
    const rows: InboxRow[] = inbox.items.map((item) => ({
      ...item,
      received: formatDateTime(item.receivedAt),
      sent: item.sentAt ? `sent ${formatDateTime(item.sentAt)}` : null,
      nextAttempt: item.nextAttemptAt ? formatDateTime(item.nextAttemptAt) : null,
    }));
    return {
      state: "ok" as const,
      rows,
      page: inbox.page,
      pageCount: inbox.pageCount,
      total: inbox.total,
      counts: inbox.counts,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    // Said in the page, not as a toast: this loader runs beside the root loader, which may already
    // have taken this request's toast, so a toast set here could surface on the next page instead.
    log.error("could not load the inbox", { error: error as Error });
    return data({ state: "error" as const }, { status: 503 });
  }
}

// What staff are told after each action: done, or already changed by someone else.
const outcomes = {
  retry: {
    done: { title: "Delivery queued", description: "The request will be emailed again shortly." },
    stale: { title: "Nothing to retry", description: "That request is no longer waiting for a retry." },
  },
  "not-spam": {
    done: { title: "Marked as not spam", description: "The request will be emailed to staff shortly." },
    stale: { title: "Nothing to change", description: "That request is no longer marked as spam." },
  },
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.smallForm });
  if (refused?.status === 413) {
    setToast(context, { title: "Nothing was changed", description: refused.message, variant: "destructive" });
    return data(null, { status: 413 });
  }
  const intent = form?.get("intent");
  const id = Number(form?.get("id"));
  const back = safeRedirect(`/admin/messages${new URL(request.url).search}`, "/admin/messages");
  if ((intent !== "retry" && intent !== "not-spam") || !Number.isSafeInteger(id) || id < 1) {
    setToast(context, {
      title: "Nothing was changed",
      description: "That request was not understood.",
      variant: "destructive",
    });
    return data(null, { status: 400 });
  }
  try {
    const queued = intent === "retry" ? await retryDelivery(id) : await markNotSpam(id);
    if (queued) wakeContactDelivery();
    const outcome = queued ? outcomes[intent].done : { ...outcomes[intent].stale, variant: "destructive" as const };
    return redirectWithToast(context, back, outcome);
  } catch (error) {
    log.error("could not update a contact request", { error: error as Error, id, intent });
    setToast(context, {
      title: "Nothing was changed",
      description: "The database did not answer. Try again in a moment.",
      variant: "destructive",
    });
    return data(null, { status: 503 });
  }
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Messages"
      intro="Every contact request, newest first, with where its email delivery stands. Requests are kept even when email fails."
    >
      {loaderData.state === "error" ? (
        <LoadError
          title="Error fetching messages"
          message="The database did not answer. Try again in a moment. Nothing is lost: the contact requests are stored and will show here once the database answers again."
        />
      ) : loaderData.total === 0 ? (
        <p className="text-slate-700">No contact requests yet.</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-3 text-sm text-slate-800" aria-label="Requests by delivery status">
            {(["pending", "sent", "failed", "spam"] as const).map((status) => (
              <li key={status} className="flex items-center gap-1.5">
                <StatusBadge status={status} /> {loaderData.counts[status]}
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <InboxTable rows={loaderData.rows} />
          </div>
          <InboxPager page={loaderData.page} pageCount={loaderData.pageCount} />
        </>
      )}
    </AdminPage>
  );
}
