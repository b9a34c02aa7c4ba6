import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
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
import { CALL_LOCATIONS, type CallLocation } from "./location";
import { LocationChoice } from "./location-choice";
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

const isLocation = (value: string | undefined): value is CallLocation =>
  (CALL_LOCATIONS as readonly (string | undefined)[]).includes(value);

/**
 * Whether the phone field is required right now. Without video, always. With a choice, only once
 * the page runs its script: a page without JavaScript cannot take the mark away when the visitor
 * picks video, so there the hint says it and the server decides.
 */
function usePhoneRequired(videoOffered: boolean, location: CallLocation): boolean {
  const hydrated = useHydrated();
  return !videoOffered || (hydrated && location === "phone");
}

/** Step 3: who is calling and why, for the chosen time. A plain form posted to the day's page. */
export function BookingForm({
  action,
  slot,
  assessment,
  prefill,
  refusal,
  videoOffered,
}: {
  action: string;
  slot: SlotOption;
  assessment?: string;
  /** Values known already (the free IT audit's name, e-mail and organization). */
  prefill?: BookingValues;
  refusal?: BookingRefusal;
  /** A meeting room is set up, so the visitor may choose a video call. */
  videoOffered: boolean;
}) {
  const given = { refusal, prefill };
  const sent = refusal?.values.location;
  const [location, setLocation] = useState<CallLocation>(isLocation(sent) ? sent : "phone");
  const phoneRequired = usePhoneRequired(videoOffered, location);
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
      </div>
      {videoOffered ? (
        <LocationChoice
          idPrefix={`${FORM_ID}-location`}
          legend={label.location}
          checked={location}
          errors={refusal?.errors?.location}
          onChange={setLocation}
        />
      ) : (
        <input type="hidden" name="location" value="phone" />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          field={field("phone", given, phoneRequired)}
          label={label.phone}
          type="tel"
          autoComplete="tel"
          hint={videoOffered ? "Needed for a phone call." : "We call you on this number at the time you picked."}
        />
      </div>
      <TextAreaField field={field("topic", given)} label={label.topic} rows={3} />
      <Button busy={busy} busyLabel="Booking...">
        Book this call
      </Button>
    </Form>
  );
}
