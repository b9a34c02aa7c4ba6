import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { InputField, SelectField, TextareaField } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { SERVICE_OPTIONS } from "./fields";
import { HoneypotFields } from "./honeypot-fields";
import type { ContactConstraint } from "./constraint.server";
import type { ContactInput } from "./schema";

type Props = {
  /** Distinct per form on a page (the page form, the home section, the modal). */
  id: string;
  /** The same-site path the visitor is on; the action sends them back there. */
  page: string;
  lastResult?: SubmissionResult<string[]> | null;
  messageRows: number;
  /** HTML constraints derived from the Zod schema on the server (keeps Zod out of the browser). */
  constraint: ContactConstraint;
};

export function ContactForm({ id, page, lastResult, messageRows, constraint }: Props) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [form, fields] = useForm<ContactInput>({
    id,
    lastResult,
    constraint,
    shouldRevalidate: "onInput",
  });

  return (
    <Form method="post" action="/contact" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="page" value={page} />
      <HoneypotFields formId={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField meta={fields.name} label="Name" type="text" autoComplete="name" />
        <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <InputField meta={fields.company} label="Company" type="text" autoComplete="organization" />
        <InputField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" />
      </div>
      <SelectField meta={fields.service} label="Service" placeholder="Select a service" options={SERVICE_OPTIONS} />
      <TextareaField meta={fields.message} label="Message" rows={messageRows} />
      <button
        type="submit"
        disabled={sending}
        className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? (
          <>
            <Spinner /> Sending...
          </>
        ) : (
          "Send Message"
        )}
      </button>
    </Form>
  );
}
