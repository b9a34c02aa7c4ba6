import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { conformField } from "~/components/ui/conform-field";
import { TextField } from "~/components/ui/field";
import { fieldIds } from "~/components/ui/field-state";
import { FormAlert } from "~/components/ui/form-alert";
import type { AddressLookup, ErasureView } from "./page-data.server";
import type { EraseInput } from "./schema";

const th = "px-3 py-2 text-left font-semibold text-slate-700";
const td = "px-3 py-2 align-top text-slate-800";

/** GET: whose data to look for. A plain form, so the address is in the page's URL and Back works. */
export function LookupForm({ email, error }: { email: string; error: string | undefined }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-4" aria-label="Find what we hold">
      <div className="w-full max-w-md">
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          hint="The address the person wrote from, or the one they used on the site. Capitals do not matter."
          field={{
            ...fieldIds("privacy-email"),
            name: "email",
            required: true,
            maxLength: 254,
            errors: error ? [error] : undefined,
            defaultValue: email,
          }}
        />
      </div>
      <Button variant="secondary" className="mb-6">
        Find what we hold
      </Button>
    </Form>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h3 className="text-lg font-semibold text-brand-900">
        {title} <span className="font-normal text-slate-600">({count})</span>
      </h3>
      {count === 0 ? (
        <p className="mt-2 text-slate-700">None.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">{children}</div>
      )}
    </section>
  );
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table className="min-w-full divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
      <thead className="bg-slate-50">
        <tr>
          {head.map((label) => (
            <th key={label} scope="col" className={th}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
}

/** Everything held for the address, by kind, with counts. */
export function Holdings({ lookup }: { lookup: AddressLookup }) {
  const upcoming = lookup.bookings.filter((booking) => booking.upcoming).length;
  return (
    <div data-testid="privacy-holdings">
      <h2 className="text-xl font-semibold text-brand-900">
        What we hold for <span className="break-all">{lookup.email}</span>
      </h2>
      <p className="mt-1 text-slate-700" data-testid="privacy-total">
        {lookup.total === 0
          ? "Nothing: no contact request, booking, audit or e-mail carries this address."
          : `${lookup.total} ${lookup.total === 1 ? "record" : "records"} in all.`}
      </p>
      {lookup.earlier.length ? (
        <p className="mt-3 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
          This address was erased before: {lookup.earlier.map((e) => `#${e.id} on ${e.when}`).join("; ")}.
        </p>
      ) : null}
      {upcoming ? (
        <p className="mt-3 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950" role="note">
          {upcoming === 1 ? "One call is" : `${upcoming} calls are`} still to come. Deleting frees the time and sends no
          cancellation e-mail: tell the person yourself if they expect the call.
        </p>
      ) : null}

      <Section title="Contact requests" count={lookup.contactRequests.length}>
        <Table head={["Received", "Delivery", "Service", "Message"]}>
          {lookup.contactRequests.map((row) => (
            <tr key={row.id}>
              <td className={`${td} whitespace-nowrap`}>{row.received}</td>
              <td className={td}>{row.status}</td>
              <td className={td}>{row.service ?? "—"}</td>
              <td className={`${td} whitespace-pre-line`}>{row.message}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="Booked calls" count={lookup.bookings.length}>
        <Table head={["Call", "Status", "Topic", "Reason for cancelling"]}>
          {lookup.bookings.map((row) => (
            <tr key={row.id}>
              <td className={`${td} whitespace-nowrap`}>{row.when}</td>
              <td className={td}>
                {row.status}
                {row.upcoming ? <strong className="ml-2 text-amber-900">still to come</strong> : null}
              </td>
              <td className={td}>{row.topic ?? "—"}</td>
              <td className={`${td} whitespace-pre-line`}>{row.cancelReason ?? "—"}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="Finished audits" count={lookup.assessments.length}>
        <Table head={["Finished", "Organization", "Score"]}>
          {lookup.assessments.map((row) => (
            <tr key={row.id}>
              <td className={`${td} whitespace-nowrap`}>
                <Link className="text-brand-700 underline" to={`/admin/assessments/${row.id}`}>
                  {row.finished}
                </Link>
              </td>
              <td className={td}>
                {row.organization}
                {row.spam ? " (held as spam)" : ""}
              </td>
              <td className={td}>{row.overall}/100</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="Unfinished audits" count={lookup.drafts.length}>
        <Table head={["Started", "Last changed"]}>
          {lookup.drafts.map((row) => (
            <tr key={row.id}>
              <td className={td}>{row.started}</td>
              <td className={td}>{row.changed}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="E-mails about them in the outbox" count={lookup.emails.length}>
        <Table head={["Stored", "E-mail", "Status"]}>
          {lookup.emails.map((row) => (
            <tr key={row.key}>
              <td className={`${td} whitespace-nowrap`}>{row.created}</td>
              <td className={td}>
                <code>{row.key}</code>
              </td>
              <td className={td}>{row.status === "pending" ? "waiting to be sent" : row.status}</td>
            </tr>
          ))}
        </Table>
      </Section>
    </div>
  );
}

/** POST: delete everything for the address, confirmed by typing it again. */
export function EraseForm({
  email,
  total,
  lastResult,
  constraint,
}: {
  email: string;
  total: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
  constraint: Record<string, { required?: boolean; maxLength?: number }>;
}) {
  const [form, fields] = useForm<EraseInput>({
    id: "privacy-erase",
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
  });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <Form
      method="post"
      action={`/admin/privacy?${new URLSearchParams({ email })}`}
      {...getFormProps(form)}
      className="mt-10 space-y-5 rounded-lg border border-red-300 bg-red-50/40 p-6"
    >
      <h2 className="text-xl font-semibold text-red-900">Delete everything for this address</h2>
      <p className="text-slate-800">
        {total === 0
          ? "Nothing is held, but you can still record that the request was answered."
          : `${total === 1 ? "The record above is" : `All ${total} records above are`} deleted at once, with the lead desk's notes and history about them. This cannot be undone.`}{" "}
        A record of the deletion is kept, without the address.
      </p>
      {form.errors?.length ? <FormAlert id={form.errorId}>{form.errors.join(" ")}</FormAlert> : null}
      <input type="hidden" name={fields.email.name} value={email} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          field={conformField(fields.confirm)}
          label="Type the address again to confirm"
          type="email"
          autoComplete="off"
        />
        <TextField
          field={conformField(fields.reference)}
          label="Reference"
          hint="Optional: the ticket or e-mail subject of the request. Do not type the address here."
        />
      </div>
      {/* Red, unlike the site's buttons: the one action here that cannot be undone. */}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center rounded-md bg-red-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? "Deleting..." : `Delete everything for ${email}`}
      </button>
    </Form>
  );
}

export function ErasureTable({ rows }: { rows: ErasureView[] }) {
  return (
    <section className="mt-12" aria-labelledby="past-erasures">
      <h2 id="past-erasures" className="text-xl font-semibold text-brand-900">
        Past erasures
      </h2>
      <p className="mt-1 text-sm text-slate-600">The latest 50. Each record keeps counts, never the address.</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-700">None yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <Table head={["#", "When", "By", "Reference", "Deleted"]}>
            {rows.map((row) => (
              <tr key={row.id} data-testid="privacy-erasure">
                <td className={td}>{row.id}</td>
                <td className={`${td} whitespace-nowrap`}>{row.when}</td>
                <td className={td}>{row.by}</td>
                <td className={td}>{row.reference || "—"}</td>
                <td className={td}>{row.deleted}</td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </section>
  );
}
