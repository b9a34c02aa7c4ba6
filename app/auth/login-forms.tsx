import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { conformField } from "~/components/ui/conform-field";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import type { LoginConstraints } from "./login-constraints.server";
import type { EmailPasswordInput, Intent, LocalPasswordInput, MfaCodeInput } from "./login-schema";

type FormProps = {
  redirectTo: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  constraints: LoginConstraints;
};

function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return errors?.length ? <FormAlert id={id}>{errors.join(" ")}</FormAlert> : null;
}

function SubmitButton({
  intent,
  label,
  busyLabel,
  variant,
}: {
  intent: Intent;
  label: string;
  busyLabel: string;
  variant?: "secondary";
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent;
  return (
    <Button name="intent" value={intent} variant={variant} busy={busy} busyLabel={busyLabel} className="w-full">
      {label}
    </Button>
  );
}

/** The local admin password (Supabase not configured). */
export function LocalPasswordForm({ redirectTo, lastResult, constraints }: FormProps) {
  const [form, fields] = useForm<LocalPasswordInput>({
    id: "password-sign-in",
    lastResult,
    constraint: constraints.password,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={conformField(fields.password)}
        label="Password"
        type="password"
        autoComplete="current-password"
        markRequired={false}
      />
      <SubmitButton intent="password" label="Sign In" busyLabel="Signing in..." />
    </Form>
  );
}

/** Google through Supabase: a form, so the PKCE flow starts on the server (and without JavaScript). */
export function GoogleForm({ redirectTo }: { redirectTo: string }) {
  return (
    <Form method="post" id="google-sign-in">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <SubmitButton intent="google" label="Sign In with Google" busyLabel="Opening Google..." variant="secondary" />
    </Form>
  );
}

/** Email and password of a Supabase account. No sign-up: staff accounts are made in Supabase. */
export function EmailPasswordForm({ redirectTo, lastResult, constraints }: FormProps) {
  const [form, fields] = useForm<EmailPasswordInput>({
    id: "email-sign-in",
    lastResult,
    constraint: constraints["email-password"],
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={conformField(fields.email)}
        label="Email"
        type="email"
        autoComplete="username"
        markRequired={false}
      />
      <TextField
        field={conformField(fields.password)}
        label="Password"
        type="password"
        autoComplete="current-password"
        markRequired={false}
      />
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
      <TextField
        field={conformField(fields.code)}
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        markRequired={false}
      />
      <SubmitButton intent="mfa" label="Verify" busyLabel="Verifying..." />
    </Form>
  );
}

/** Sign Out is a POST to /logout: a link or a prefetch can never sign anyone out. */
export function SignOutForm() {
  return (
    <Form method="post" action="/logout">
      <Button variant="secondary" className="whitespace-nowrap">
        Sign Out
      </Button>
    </Form>
  );
}
