import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { conformField } from "~/components/ui/conform-field";
import { TextField } from "~/components/ui/field";
import type { FeedAddressInput } from "../schema";
import type { FeedView } from "./calendars.server";

type Constraint = Record<string, { required?: boolean; maxLength?: number }>;

function useBusy(ownerId: string, intent: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formData?.get("ownerId") === ownerId &&
    navigation.formData?.get("intent") === intent
  );
}

function FeedFacts({ feed }: { feed: FeedView }) {
  const row = "grid gap-1 sm:grid-cols-[12rem_1fr]";
  return (
    <dl className="mt-4 space-y-2 text-sm">
      <div className={row}>
        <dt className="font-semibold text-slate-700">Address</dt>
        <dd className="break-all text-slate-900" data-testid="calendar-address">
          {feed.address ?? "None yet"}
        </dd>
      </div>
      <div className={row}>
        <dt className="font-semibold text-slate-700">Last read</dt>
        <dd className="text-slate-900" data-testid="calendar-last-ok">
          {feed.lastOk ?? "Never"}
        </dd>
      </div>
      {feed.address ? (
        <div className={row}>
          <dt className="font-semibold text-slate-700">Busy times ahead</dt>
          <dd className="text-slate-900">{feed.busyAhead}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The address form: set or replace, read at once. Checked on the server (Zod), shown by Conform. */
function AddressForm({
  feed,
  lastResult,
  constraint,
}: {
  feed: FeedView;
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: Constraint;
}) {
  const [form, fields] = useForm<FeedAddressInput>({
    id: `calendar-${feed.ownerId}`,
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
  });
  const busy = useBusy(feed.ownerId, "save");
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name={fields.ownerId.name} value={feed.ownerId} />
      <TextField
        field={{ ...conformField(fields.address), defaultValue: undefined }}
        label={feed.address ? "Replace with a new private iCal address" : "Private iCal address"}
        type="url"
        autoComplete="off"
        hint="Google Calendar: Settings, your calendar, “Secret address in iCal format”. Outlook: Settings, Calendar, Shared calendars, Publish, the ICS link. iCloud: share the calendar as a public calendar. It is kept encrypted and never shown again in full."
      />
      <Button busy={busy} busyLabel="Saving and reading...">
        {feed.address ? "Replace the address" : "Save the address"}
      </Button>
    </Form>
  );
}

function FeedCard({
  feed,
  lastResult,
  constraint,
}: {
  feed: FeedView;
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: Constraint;
}) {
  const syncing = useBusy(feed.ownerId, "sync");
  const removing = useBusy(feed.ownerId, "remove");
  const heading = `calendar-${feed.ownerId}-heading`;
  return (
    <section aria-labelledby={heading} className="rounded-lg border border-slate-200 p-4 sm:p-6" data-testid="calendar">
      <h2 id={heading} className="text-xl font-semibold text-brand-900">
        {feed.label}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {feed.everyHost
          ? "Its busy times are taken off the booking page for every host."
          : "Its busy times are taken off the booking page for this host only."}
      </p>
      {feed.lastError ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-800 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">The last read failed{feed.lastAttempt ? ` (${feed.lastAttempt})` : ""}.</p>
          <p className="mt-1" data-testid="calendar-error">
            {feed.lastError}
          </p>
          <p className="mt-1 text-sm">
            {feed.lastOk
              ? "The busy times of the last good read still apply; it is tried again on schedule."
              : "No busy times have been read yet; it is tried again on schedule."}
          </p>
        </div>
      ) : null}
      <FeedFacts feed={feed} />
      {feed.address ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="sync" />
            <input type="hidden" name="ownerId" value={feed.ownerId} />
            <Button variant="secondary" busy={syncing} busyLabel="Reading...">
              Sync now
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="ownerId" value={feed.ownerId} />
            <Button variant="secondary" busy={removing} busyLabel="Removing...">
              Remove the address
            </Button>
          </Form>
        </div>
      ) : null}
      {/* A new form after each read: the address typed does not stay in the field once saved. */}
      <AddressForm
        key={`${feed.address}-${feed.lastAttempt}`}
        feed={feed}
        lastResult={lastResult}
        constraint={constraint}
      />
    </section>
  );
}

export function CalendarFeeds({
  feeds,
  invalid,
  constraint,
}: {
  feeds: FeedView[];
  invalid: { ownerId: string; result: SubmissionResult<string[]> } | undefined;
  constraint: Constraint;
}) {
  return (
    <div className="space-y-8">
      {feeds.map((feed) => (
        <FeedCard
          key={feed.ownerId}
          feed={feed}
          lastResult={invalid?.ownerId === feed.ownerId ? invalid.result : undefined}
          constraint={constraint}
        />
      ))}
    </div>
  );
}
