import { data, redirect } from "react-router";
import { AdminPage, LoadError, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import { changeContactRequest, loadInboxPage } from "~/contact/admin/inbox-page.server";
import { InboxPager, InboxTable, StatusBadge } from "~/contact/admin/inbox-view";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.messages";

export const meta: Route.MetaFunction = () => adminMeta("Messages");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const inbox = await loadInboxPage(new URL(request.url).searchParams.get("page"));
  if (inbox.state === "malformed") throw redirect("/admin/messages");
  if (inbox.state === "past-end") throw redirect(`/admin/messages?page=${inbox.last}`);
  // Said in the page, not as a toast: this loader runs beside the root loader, which may already
  // have taken this request's toast, so a toast set here could surface on the next page instead.
  if (inbox.state === "error") return data(inbox, { status: 503 });
  return inbox;
}

// What staff are told after each action: done, or already changed by someone else.
const outcomes = {
  retry: {
    queued: { title: "Delivery queued", description: "The request will be emailed again shortly." },
    stale: { title: "Nothing to retry", description: "That request is no longer waiting for a retry." },
  },
  "not-spam": {
    queued: { title: "Marked as not spam", description: "The request will be emailed to staff shortly." },
    stale: { title: "Nothing to change", description: "That request is no longer marked as spam." },
  },
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.smallForm });
  if (refused?.status === 413) {
    setToast(context, { title: "Nothing was changed", description: refused.message, variant: "destructive" });
    return data(null, { status: 413 });
  }
  const change = await changeContactRequest(form ?? null, admin.email);
  const refuse = (description: string, status: number) => {
    setToast(context, { title: "Nothing was changed", description, variant: "destructive" });
    return data(null, { status });
  };
  switch (change.kind) {
    case "not-understood":
      return refuse("That request was not understood.", 400);
    case "failed":
      return refuse("The database did not answer. Try again in a moment.", 503);
    default: {
      const back = safeRedirect(`/admin/messages${new URL(request.url).search}`, "/admin/messages");
      const toast = outcomes[change.intent][change.kind];
      return redirectWithToast(context, back, change.kind === "queued" ? toast : { ...toast, variant: "destructive" });
    }
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
