import { data, Form } from "react-router";
import { AdminPage, adminHeaders, adminMeta } from "~/admin/admin-page";
import { requireAdmin } from "~/auth/guard.server";
import {
  blockDay,
  loadAvailabilityForm,
  saveAvailability,
  unblockDay,
  type AvailabilityErrors,
} from "~/booking/admin/availability.server";
import { replaceFeedToken, revokeFeedToken } from "~/booking/feed.server";
import { formatDayLong } from "~/booking/format";
import { Button } from "~/components/ui/button";
import { fieldIds } from "~/components/ui/field-state";
import { TextField } from "~/components/ui/field";
import { BODY_LIMITS } from "~/lib/body-limit.server";
import { readForm } from "~/lib/forms/read-form.server";
import { getEnv } from "~/lib/env.server";
import { redirectWithToast, setToast } from "~/lib/toast.server";
import type { Route } from "./+types/admin.availability";

export const meta: Route.MetaFunction = () => adminMeta("Availability");
export const headers: Route.HeadersFunction = adminHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadAvailabilityForm();
}

type ActionData = { errors?: AvailabilityErrors; feedUrl?: string; blockError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { form, refused } = await readForm(request, { maxBytes: BODY_LIMITS.availability });
  if (refused) {
    const description = refused.message ?? "That request was not understood.";
    setToast(context, { title: "Nothing was changed", description, variant: "destructive" });
    return data<ActionData>({}, { status: refused.status });
  }
  const back = "/admin/availability";
  switch (form.get("intent")) {
    case "save": {
      const result = await saveAvailability(form);
      if (!result.ok) {
        setToast(context, {
          title: "Nothing was changed",
          description: "Please fix the highlighted settings.",
          variant: "destructive",
        });
        return data<ActionData>({ errors: result.errors }, { status: 400 });
      }
      return redirectWithToast(
        context,
        back,
        { title: "Availability saved", description: "Visitors see the new times at once." },
        { status: 303 },
      );
    }
    case "block": {
      const problem = await blockDay(String(form.get("day") ?? ""), String(form.get("note") ?? ""));
      if (problem) return data<ActionData>({ blockError: problem }, { status: 400 });
      return redirectWithToast(
        context,
        back,
        { title: "Day blocked", description: "No new calls can be booked that day." },
        { status: 303 },
      );
    }
    case "unblock":
      await unblockDay(String(form.get("day") ?? ""));
      return redirectWithToast(
        context,
        back,
        { title: "Day open again", description: "Its hours apply again." },
        { status: 303 },
      );
    case "feed-new": {
      const token = await replaceFeedToken();
      // Shown once, in this answer only: the database keeps just its hash.
      return data<ActionData>({ feedUrl: `${getEnv().SITE_URL}/book/feed/${token}.ics` });
    }
    case "feed-revoke":
      await revokeFeedToken();
      return redirectWithToast(
        context,
        back,
        { title: "Calendar feed turned off", description: "Its address no longer works." },
        { status: 303 },
      );
    default:
      setToast(context, {
        title: "Nothing was changed",
        description: "That request was not understood.",
        variant: "destructive",
      });
      return data<ActionData>({}, { status: 400 });
  }
}

const numberFields = [
  { name: "callMinutes", label: "Call length (minutes)" },
  { name: "bufferMinutes", label: "Buffer between calls (minutes)" },
  { name: "noticeHours", label: "Minimum notice (hours)" },
  { name: "horizonDays", label: "How far ahead (days)" },
  { name: "capacity", label: "Calls at the same time" },
] as const;

const input = "rounded-md border border-slate-400 px-2 py-1 text-slate-900 focus:outline-2 focus:outline-brand-700";

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  return (
    <AdminPage
      title="Availability"
      intro="When visitors can book a discovery call. Times are Eastern (America/New_York)."
    >
      <Form method="post" className="space-y-8">
        <input type="hidden" name="intent" value="save" />
        <fieldset className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="mb-3 text-lg font-semibold text-brand-900">Calls</legend>
          {numberFields.map(({ name, label }) => (
            <TextField
              key={name}
              label={label}
              type="number"
              inputMode="numeric"
              field={{
                ...fieldIds(`availability-${name}`),
                name,
                required: true,
                errors: errors[name] ? [errors[name]] : undefined,
                defaultValue: String(loaderData.settings[name]),
              }}
            />
          ))}
        </fieldset>
        <fieldset>
          <legend className="mb-3 text-lg font-semibold text-brand-900">Weekly hours</legend>
          <table className="text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th className="py-1 pr-6 font-semibold">Day</th>
                <th className="py-1 pr-6 font-semibold">Open</th>
                <th className="py-1 pr-6 font-semibold">From</th>
                <th className="py-1 font-semibold">Until</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.hours.map((day) => {
                const error = errors[`hours-${day.weekday}`];
                return (
                  <tr key={day.weekday} className="border-t border-slate-200">
                    <th scope="row" className="py-2 pr-6 font-semibold text-slate-900">
                      {day.name}
                    </th>
                    <td className="py-2 pr-6">
                      <input
                        type="checkbox"
                        name={`open-${day.weekday}`}
                        defaultChecked={day.open}
                        aria-label={`Open on ${day.name}`}
                        className="h-4 w-4 accent-brand-700"
                      />
                    </td>
                    <td className="py-2 pr-6">
                      <input
                        type="time"
                        name={`opens-${day.weekday}`}
                        defaultValue={day.opens}
                        aria-label={`${day.name} from`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `hours-${day.weekday}-error` : undefined}
                        className={input}
                      />
                    </td>
                    <td className="py-2">
                      <input
                        type="time"
                        name={`closes-${day.weekday}`}
                        defaultValue={day.closes}
                        aria-label={`${day.name} until`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `hours-${day.weekday}-error` : undefined}
                        className={input}
                      />
                      {error ? (
                        <p id={`hours-${day.weekday}-error`} className="mt-1 text-sm font-medium text-red-700">
                          {error}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>
        <Button>Save availability</Button>
      </Form>

      <section aria-labelledby="blocked-heading" className="mt-12 border-t border-slate-200 pt-8">
        <h2 id="blocked-heading" className="text-lg font-semibold text-brand-900">
          Blocked days
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Holidays and days off: no new calls. Calls already booked stay; cancel them under Bookings.
        </p>
        {loaderData.blocked.length ? (
          <ul className="mt-4 space-y-2">
            {loaderData.blocked.map((blocked) => (
              <li key={blocked.day} className="flex flex-wrap items-center gap-4">
                <span className="font-semibold">{formatDayLong(blocked.day)}</span>
                {blocked.note ? <span className="text-slate-600">{blocked.note}</span> : null}
                <Form method="post">
                  <input type="hidden" name="intent" value="unblock" />
                  <input type="hidden" name="day" value={blocked.day} />
                  <button type="submit" className="text-sm font-semibold text-brand-700 underline">
                    Open {blocked.day} again
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="block" />
          <TextField
            label="Day"
            type="date"
            field={{
              ...fieldIds("block-day"),
              name: "day",
              required: true,
              errors: actionData?.blockError ? [actionData.blockError] : undefined,
              defaultValue: undefined,
            }}
          />
          <TextField
            label="Note (optional)"
            field={{
              ...fieldIds("block-note"),
              name: "note",
              required: false,
              errors: undefined,
              defaultValue: undefined,
              maxLength: 200,
            }}
          />
          <Button variant="secondary">Block this day</Button>
        </Form>
      </section>

      <section aria-labelledby="feed-heading" className="mt-12 border-t border-slate-200 pt-8">
        <h2 id="feed-heading" className="text-lg font-semibold text-brand-900">
          Calendar feed
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A private address Google Calendar or Outlook can subscribe to: every booked call, with who booked it. Anyone
          with the address can read it, so share it only with staff. A new address turns the old one off.
        </p>
        {actionData?.feedUrl ? (
          <div role="status" className="mt-4 rounded-lg border border-emerald-700 bg-emerald-50 p-4 text-emerald-950">
            <p className="font-semibold">Your new calendar address (shown only this once):</p>
            <p className="mt-2 font-mono text-sm break-all" data-testid="feed-url">
              {actionData.feedUrl}
            </p>
          </div>
        ) : (
          <p className="mt-3 text-sm">{loaderData.feedOn ? "The feed is on." : "The feed is off."}</p>
        )}
        <div className="mt-4 flex flex-wrap gap-4">
          <Form method="post">
            <input type="hidden" name="intent" value="feed-new" />
            <Button variant="secondary">
              {loaderData.feedOn ? "Replace the feed address" : "Create a feed address"}
            </Button>
          </Form>
          {loaderData.feedOn ? (
            <Form method="post">
              <input type="hidden" name="intent" value="feed-revoke" />
              <Button variant="secondary">Turn the feed off</Button>
            </Form>
          ) : null}
        </div>
      </section>
    </AdminPage>
  );
}
