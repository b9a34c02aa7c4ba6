import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldIds } from "~/components/ui/field-state";
import { TextField } from "~/components/ui/field";
import { WeeklyHoursTable } from "~/calendar/weekly-hours-table";
import { formatDayLong } from "../format";
import { MEETING_URL_MAX } from "../settings";
import type { AvailabilityErrors, loadAvailabilityForm } from "./availability.server";

type AvailabilityForm = Awaited<ReturnType<typeof loadAvailabilityForm>>;

const numberFields = [
  { name: "callMinutes", label: "Call length (minutes)" },
  { name: "bufferMinutes", label: "Buffer between calls (minutes)" },
  { name: "noticeHours", label: "Minimum notice (hours)" },
  { name: "horizonDays", label: "How far ahead (days)" },
] as const;

const reminderFields = [
  { name: "firstReminderHours", label: "First reminder (hours before)" },
  { name: "lastReminderMinutes", label: "Last reminder (minutes before)" },
] as const;

/** The call settings and the weekly hours, saved together. */
export function AvailabilitySettingsForm({
  settings,
  meetingUrl,
  hours,
  errors,
}: Pick<AvailabilityForm, "settings" | "meetingUrl" | "hours"> & { errors: AvailabilityErrors }) {
  return (
    <Form method="post" className="space-y-8">
      <input type="hidden" name="intent" value="save" />
      <fieldset className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-3 text-lg font-semibold text-brand-900">Calls</legend>
        {numberFields.map(({ name, label }) => (
          <SettingField key={name} name={name} label={label} settings={settings} errors={errors} />
        ))}
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="mb-1 text-lg font-semibold text-brand-900">Reminder e-mails</legend>
        <p className="text-sm text-slate-600 sm:col-span-2 lg:col-span-5">
          Before each call the visitor gets a reminder with their link to cancel or move it. 0 turns a reminder off. A
          call booked or moved after a reminder's time gets only the later one, and a reminder that could not go out on
          time is dropped once it is a quarter of its lead late (at most six hours): a call booked 3 hours ahead gets no
          24-hour reminder. A cancelled call gets none; a moved call gets them for its new time.
        </p>
        {reminderFields.map(({ name, label }) => (
          <SettingField key={name} name={name} label={label} settings={settings} errors={errors} />
        ))}
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-lg font-semibold text-brand-900">Video calls</legend>
        <TextField
          label="Meeting link"
          type="url"
          hint="Your Teams, Zoom or Google Meet room, starting with https://. Visitors who choose a video call get it in their invite, unless their host has a room of their own (Hosts). Empty, video calls are offered only while every host has their own."
          field={{
            ...fieldIds("availability-meetingUrl"),
            name: "meetingUrl",
            required: false,
            errors: errors.meetingUrl ? [errors.meetingUrl] : undefined,
            defaultValue: meetingUrl,
            maxLength: MEETING_URL_MAX,
          }}
        />
      </fieldset>
      {/* A fieldset is as wide as its content by default: min-w-0 lets the table shrink to a phone. */}
      <fieldset className="min-w-0">
        <legend className="mb-3 text-lg font-semibold text-brand-900">Weekly hours</legend>
        <WeeklyHoursTable days={hours} errors={errors} tick="Open" idPrefix="hours" />
      </fieldset>
      <Button>Save availability</Button>
    </Form>
  );
}

function SettingField({
  name,
  label,
  settings,
  errors,
}: {
  name: keyof AvailabilityForm["settings"];
  label: string;
  settings: AvailabilityForm["settings"];
  errors: AvailabilityErrors;
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      field={{
        ...fieldIds(`availability-${name}`),
        name,
        required: true,
        errors: errors[name] ? [errors[name]] : undefined,
        defaultValue: String(settings[name]),
      }}
    />
  );
}

/** The days blocked from today on, each with its way back, and the form that blocks one more. */
export function BlockedDays({ blocked, blockError }: Pick<AvailabilityForm, "blocked"> & { blockError?: string }) {
  return (
    <section aria-labelledby="blocked-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="blocked-heading" className="text-lg font-semibold text-brand-900">
        Blocked days
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Days off and closures of your own: no new calls. Calls already booked stay; cancel them under Bookings.
      </p>
      {blocked.length ? (
        <ul className="mt-4 space-y-2">
          {blocked.map((entry) => (
            <li key={entry.day} className="flex flex-wrap items-center gap-4">
              <span className="font-semibold">{formatDayLong(entry.day)}</span>
              {entry.note ? <span className="text-slate-600">{entry.note}</span> : null}
              <Form method="post">
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="day" value={entry.day} />
                <button type="submit" className="text-sm font-semibold text-brand-700 underline">
                  Open {entry.day} again
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
            errors: blockError ? [blockError] : undefined,
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
  );
}

/** The private calendar feed: on or off, and a new address shown once when one was just made. */
export function CalendarFeed({ feedOn, feedUrl }: Pick<AvailabilityForm, "feedOn"> & { feedUrl?: string }) {
  return (
    <section aria-labelledby="feed-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="feed-heading" className="text-lg font-semibold text-brand-900">
        Calendar feed
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A private address Google Calendar or Outlook can subscribe to: every booked call, with who booked it. Anyone
        with the address can read it, so share it only with staff. A new address turns the old one off.
      </p>
      {feedUrl ? (
        <div role="status" className="mt-4 rounded-lg border border-emerald-700 bg-emerald-50 p-4 text-emerald-950">
          <p className="font-semibold">Your new calendar address (shown only this once):</p>
          <p className="mt-2 font-mono text-sm break-all" data-testid="feed-url">
            {feedUrl}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm">{feedOn ? "The feed is on." : "The feed is off."}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-4">
        <Form method="post">
          <input type="hidden" name="intent" value="feed-new" />
          <Button variant="secondary">{feedOn ? "Replace the feed address" : "Create a feed address"}</Button>
        </Form>
        {feedOn ? (
          <Form method="post">
            <input type="hidden" name="intent" value="feed-revoke" />
            <Button variant="secondary">Turn the feed off</Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
