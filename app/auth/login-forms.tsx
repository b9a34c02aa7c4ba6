import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import type { LoginConstraints } from "./login-constraints.server";
import type { EmailPasswordInput, Intent, LocalPasswordInput, MfaCodeInput } from "./login-schema";

const control =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-700";
const primary =
  "inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70";
const secondary =
  "inline-flex w-full items-center justify-center gap-2 rounded-md bg-white px-6 py-3 font-semibold text-slate-900 shadow-sm ring-1 ring-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70";

type FormProps = {
  redirectTo: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  constraints: LoginConstraints;
};

function Field({
  meta,
  label,
  type,
  autoComplete,
  inputMode,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type: "password" | "email" | "text";
  autoComplete: string;
  inputMode?: "numeric";
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input {...getInputProps(meta, { type })} autoComplete={autoComplete} inputMode={inputMode} className={control} />
      {meta.errors?.length ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700">
          {meta.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {errors.join(" ")}
    </p>
  );
}

function SubmitButton({ intent, label, busyLabel, style = primary }: { intent: Intent; label: string; busyLabel: string; style?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={style}>
      {busy ? (
        <>
          <Spinner /> {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** The local admin password (Supabase not configured). */
export function LocalPasswordForm({ redirectTo, lastResult, constraints }: FormProps) {
  const [form, fields] = useForm<LocalPasswordInput>({ id: "password-sign-in", lastResult, constraint: constraints.password });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.password} label="Password" type="password" autoComplete="current-password" />
      <SubmitButton intent="password" label="Sign In" busyLabel="Signing in..." />
    </Form>
  );
}

/** Google through Supabase: a form, so the PKCE flow starts on the server (and without JavaScript). */
export function GoogleForm({ redirectTo }: { redirectTo: string }) {
  return (
    <Form method="post" id="google-sign-in">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <SubmitButton intent="google" label="Sign In with Google" busyLabel="Opening Google..." style={secondary} />
    </Form>
  );
}

/** Email and password of a Supabase account. No sign-up: staff accounts are made in Supabase. */
export function EmailPasswordForm({ redirectTo, lastResult, constraints }: FormProps) {
  const [form, fields] = useForm<EmailPasswordInput>({ id: "email-sign-in", lastResult, constraint: constraints["email-password"] });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.email} label="Email" type="email" autoComplete="username" />
      <Field meta={fields.password} label="Password" type="password" autoComplete="current-password" />
      <SubmitButton intent="email-password" label="Sign In" busyLabel="Signing in..." />
    </Form>
  );
}

/** The second step for an admin whose account has a verified authenticator. */
export function MfaForm({ redirectTo, lastResult, constraints }: FormProps) {
  const [form, fields] = useForm<MfaCodeInput>({ id: "mfa-sign-in", lastResult, constraint: constraints.mfa });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.code} label="Authentication code" type="text" autoComplete="one-time-code" inputMode="numeric" />
      <SubmitButton intent="mfa" label="Verify" busyLabel="Verifying..." />
    </Form>
  );
}

/** Sign Out is a POST to /logout: a link or a prefetch can never sign anyone out. */
export function SignOutForm() {
  return (
    <Form method="post" action="/logout">
      <button
        type="submit"
        className="inline-flex items-center justify-center rounded-md bg-white px-6 py-3 font-semibold text-slate-900 shadow-sm ring-1 ring-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Sign Out
      </button>
    </Form>
  );
}
