import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldIds } from "~/components/ui/field-state";
import { TextField } from "~/components/ui/field";
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
  errors,
  weeklyHours,
}: Pick<AvailabilityForm, "settings" | "meetingUrl"> & { errors: AvailabilityErrors; weeklyHours: ReactNode }) {
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
        {weeklyHours}
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

/** The business's days off, in the words of the calendar's blocked-days form. */
export const businessBlockedDays = {
  idPrefix: "",
  heading: "Blocked days",
  intro: "Days off and closures of your own: no new calls. Calls already booked stay; cancel them under Bookings.",
  dayLabel: formatDayLong,
  removeLabel: (day: string) => `Open ${day} again`,
  addLabel: "Block this day",
};

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
