import { getFormProps, useForm } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { conformField } from "~/components/ui/conform-field";
import { CheckboxField, TextField } from "~/components/ui/field";
import { HOST_EMAIL_MAX, HOST_MEETING_URL_MAX, HOST_NAME_MAX } from "../fields";
import type { HostFormInput } from "../form";
import type { HostFormAnswer } from "./host-changes.server";

type Props = {
  id: string;
  /** "add" on the list page, "details" on a host's page. */
  intent: "add" | "details";
  defaults: { name: string; email: string; meetingUrl: string; active: boolean };
  answer: HostFormAnswer | undefined;
  submitLabel: string;
};

/** A host's name, e-mail, meeting room and whether visitors can book them: add or edit. */
export function HostDetailsForm({ id, intent, defaults, answer, submitLabel }: Props) {
  const [form, fields] = useForm<HostFormInput>({
    id,
    lastResult: answer?.lastResult,
    defaultValue: { ...defaults, active: defaults.active ? "on" : undefined },
    shouldValidate: "onSubmit",
  });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  // After a refused submit (with JavaScript), focus goes to the first field to fix.
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.lastResult.status === "error")
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer]);
  return (
    <Form method="post" {...getFormProps(form)} ref={ref} className="max-w-xl space-y-5">
      <input type="hidden" name="intent" value={intent} />
      <TextField
        label="Name"
        autoComplete="off"
        field={{ ...conformField(fields.name), required: true, maxLength: HOST_NAME_MAX }}
        hint="Shown to staff; visitors book a time, not a person."
      />
      <TextField
        label="E-mail (optional)"
        type="email"
        autoComplete="off"
        field={{ ...conformField(fields.email), maxLength: HOST_EMAIL_MAX }}
        hint="Staff e-mails about their calls go here; without one, to the staff address."
      />
      <TextField
        label="Meeting link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        field={{ ...conformField(fields.meetingUrl), maxLength: HOST_MEETING_URL_MAX }}
        hint="Their own Teams, Zoom or Google Meet room, https:// only. Without one, their video calls use the business's room (Availability); with neither, visitors are offered phone calls only."
      />
      <CheckboxField
        label="Visitors can book this host"
        field={conformField(fields.active)}
        hint="Untick to stop new calls with them; calls already booked stay."
      />
      <Button busy={busy} busyLabel="Saving…">
        {submitLabel}
      </Button>
    </Form>
  );
}
