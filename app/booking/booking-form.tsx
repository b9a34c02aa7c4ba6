import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldIds, type FieldState } from "~/components/ui/field-state";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { HoneypotFields } from "~/spam/honeypot-fields";
import {
  BOOKING_LABELS as label,
  BOOKING_LIMITS as limit,
  type BookingErrors,
  type BookingField,
  type BookingValues,
} from "./fields";
import { LocalTime } from "./local-time";
import type { SlotOption } from "./page-data.server";

/** What the action hands back with a refusal: the typed values, their errors, what went wrong. */
export type BookingRefusal = {
  values: BookingValues;
  errors?: BookingErrors;
  /** A refusal of the whole form, e.g. "That time was just taken". */
  alert?: { title: string; text: string };
  /** Other times to pick instead, each one click away with the values kept. */
  nearest?: SlotOption[];
  formToken?: string;
};

const FORM_ID = "booking-form";

function field(
  name: BookingField,
  { refusal, prefill }: { refusal?: BookingRefusal; prefill?: BookingValues },
  required = false,
): FieldState {
  return {
    ...fieldIds(`${FORM_ID}-${name}`),
    name,
    errors: refusal?.errors?.[name],
    // What was typed wins over what the audit gave: a refusal shows the form as it was sent.
    defaultValue: refusal ? refusal.values[name] : prefill?.[name],
    required,
    maxLength: limit[name],
  };
}

/** Step 3: who is calling and why, for the chosen time. A plain form posted to the day's page. */
export function BookingForm({
  action,
  slot,
  assessment,
  prefill,
  refusal,
}: {
  action: string;
  slot: SlotOption;
  assessment?: string;
  /** Values known already (the free IT audit's name, e-mail and organization). */
  prefill?: BookingValues;
  refusal?: BookingRefusal;
}) {
  const given = { refusal, prefill };
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal?.alert) alertRef.current?.querySelector<HTMLElement>("[data-form-alert]")?.focus();
  }, [refusal]);

  return (
    <Form method="post" action={action} id={FORM_ID} className="space-y-5">
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
        <span className="font-semibold">{slot.long}</span>
        <LocalTime start={slot.start} className="block text-sm text-slate-700" />
      </p>
      {refusal?.alert ? (
        <div ref={alertRef}>
          <FormAlert id={`${FORM_ID}-alert`}>
            <p className="font-semibold">{refusal.alert.title}</p>
            <p className="mt-1">{refusal.alert.text}</p>
            {refusal.nearest?.length ? (
              <div className="mt-3">
                <p className="text-sm">The nearest free times (your details are kept):</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {refusal.nearest.map((other) => (
                    <button
                      key={other.start}
                      type="submit"
                      name="alternative"
                      value={other.start}
                      className="rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      Book {other.long}
                    </button>
                  ))}
                </div>
              </div>
            ) : null}
          </FormAlert>
        </div>
      ) : null}
      <input type="hidden" name="start" value={slot.start} />
      {assessment ? <input type="hidden" name="assessment" value={assessment} /> : null}
      <HoneypotFields formId={FORM_ID} token={refusal?.formToken} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={field("name", given, true)} label={label.name} autoComplete="name" />
        <TextField field={field("email", given, true)} label={label.email} type="email" autoComplete="email" />
        <TextField field={field("organization", given)} label={label.organization} autoComplete="organization" />
        <TextField field={field("phone", given)} label={label.phone} type="tel" autoComplete="tel" />
      </div>
      <TextAreaField field={field("topic", given)} label={label.topic} rows={3} />
      <Button busy={busy} busyLabel="Booking...">
        Book this call
      </Button>
    </Form>
  );
}
