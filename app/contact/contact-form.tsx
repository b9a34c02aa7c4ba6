import type { SubmissionResult } from "@conform-to/react";
import { Form, useFetchers, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField, type SelectOption } from "~/components/ui/field";
import { useHydrated } from "remix-utils/use-hydrated";
import { CONTACT_FIELD_LABELS as label, CONTACT_VARIANT_FIELD, type MODAL_VARIANT, SERVICE_OPTIONS } from "./fields";
import { HoneypotFields } from "~/spam/honeypot-fields";
import type { ContactConstraint } from "./constraint.server";
import { useContactFields } from "./use-contact-fields";

const SERVICE_CHOICES: readonly SelectOption[] = SERVICE_OPTIONS.map((service) => ({ value: service, label: service }));

type Props = {
  /** Distinct per form on a page (the page form, the home section, the modal). */
  id: string;
  /** The same-site path the visitor is on; the action sends them back there. */
  page: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The fresh token of the last answer, when it brought one (a refused, expired form). */
  formToken?: string;
  messageRows: number;
  /** HTML constraints derived from the Zod schema on the server (keeps Zod out of the browser). */
  constraint: ContactConstraint;
  /**
   * The modal's: send through the fetcher with this key instead of navigating, so the page under
   * the modal stays as it is (and where it is scrolled) whatever the answer.
   */
  fetcherKey?: string;
  /** The modal's: asks the action for the modal's wording of its messages. */
  variant?: typeof MODAL_VARIANT;
  /** With a fetcherKey: told when the form sends (see useContactFetcher). */
  onSend?: () => void;
};

export function ContactForm({
  id,
  page,
  lastResult,
  formToken,
  messageRows,
  constraint,
  fetcherKey,
  variant,
  onSend,
}: Props) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  // A fetcher stays busy through the redirect that follows a stored request, so the modal reads
  // "Sending..." until it closes.
  const sending = fetcherKey
    ? fetchers.some((fetcher) => fetcher.key === fetcherKey && fetcher.state !== "idle")
    : navigation.state === "submitting" && navigation.formAction === "/contact";
  const { formRef, fields, onInput } = useContactFields(id, lastResult, constraint);
  // Once React runs, the server checks every field and explains each one in the visitor's words;
  // before that (or without JavaScript) the browser's own checks stop an empty required field.
  const hydrated = useHydrated();

  return (
    <Form
      method="post"
      action="/contact"
      id={id}
      ref={formRef}
      noValidate={hydrated}
      onInput={onInput}
      onSubmit={onSend}
      {...(fetcherKey ? { navigate: false, fetcherKey, preventScrollReset: true } : {})}
      className="space-y-5"
    >
      <input type="hidden" name="page" value={page} />
      <HoneypotFields formId={id} token={formToken} />
      {variant ? <input type="hidden" name={CONTACT_VARIANT_FIELD} value={variant} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.name} label={label.name} autoComplete="name" />
        <TextField field={fields.email} label={label.email} type="email" autoComplete="email" />
        <TextField field={fields.company} label={label.company} autoComplete="organization" />
        <TextField field={fields.phone} label={label.phone} type="tel" autoComplete="tel" />
      </div>
      <SelectField
        field={fields.service}
        label={label.service}
        placeholder="Select a service"
        options={SERVICE_CHOICES}
      />
      <TextAreaField field={fields.message} label={label.message} rows={messageRows} />
      <Button busy={sending} busyLabel="Sending...">
        Send Message
      </Button>
    </Form>
  );
}
