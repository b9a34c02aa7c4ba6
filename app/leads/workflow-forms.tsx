import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { conformField } from "~/components/ui/conform-field";
import { CheckboxField, SelectField, TextAreaField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { NOTE_MAX_LENGTH, type NoteFormInput, type OwnerFormInput, type StatusFormInput } from "./forms";
import { LEAD_STATUSES, STATUS_LABELS, type LeadStatus } from "./kinds";

type Intent = "status" | "owner" | "note" | "not-spam";

/** What the lead page's action answers when it refuses a form (it redirects when it stores one). */
export type WorkflowActionData = {
  intent: Intent;
  lastResult: SubmissionResult<string[]>;
  /** Someone changed the lead after the page was shown: the page now shows the current state. */
  conflict?: boolean;
};

type FormProps = { version: string; answer: WorkflowActionData | undefined };

function useBusy(intent: Intent) {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent
  );
}

/** Moves focus to what needs attention after a refused submit (with JavaScript). */
function useFocusOnRefusal(lastResult: SubmissionResult<string[]> | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-alert]')?.focus();
  }, [lastResult]);
  return ref;
}

function Refusal({ id, answer }: { id: string; answer: WorkflowActionData | undefined }) {
  const errors = answer?.lastResult.error?.[""];
  if (!errors?.length) return null;
  return (
    <FormAlert id={id}>
      {answer?.conflict ? <p className="font-semibold">Someone changed this lead meanwhile.</p> : null}
      <p>{errors.join(" ")}</p>
    </FormAlert>
  );
}

function Versioned({ version, intent }: { version: string; intent: Intent }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {/* The current version, even after a refusal: the page shows the current state to act on. */}
      <input type="hidden" name="version" value={version} />
    </>
  );
}

export function StatusForm({ version, answer, current }: FormProps & { current: LeadStatus }) {
  const mine = answer?.intent === "status" ? answer : undefined;
  const [form, fields] = useForm<StatusFormInput>({
    id: "lead-status",
    lastResult: mine?.lastResult,
    defaultValue: { status: current },
    shouldValidate: "onSubmit",
  });
  const ref = useFocusOnRefusal(mine?.lastResult);
  return (
    <Form method="post" {...getFormProps(form)} ref={ref} className="space-y-4">
      <Versioned version={version} intent="status" />
      <Refusal id={form.errorId} answer={mine} />
      <SelectField
        field={{ ...conformField(fields.status), required: true }}
        label="Status"
        markRequired={false}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
      />
      <TextAreaField
        field={{ ...conformField(fields.note), maxLength: NOTE_MAX_LENGTH }}
        label="Note (optional)"
        rows={3}
        hint="Saved with the change, for example what was agreed on the call."
      />
      <Button busy={useBusy("status")} busyLabel="Saving…">
        Change status
      </Button>
    </Form>
  );
}

export function OwnerForm({
  version,
  answer,
  current,
  owners,
}: FormProps & { current: string | null; owners: readonly string[] }) {
  const mine = answer?.intent === "owner" ? answer : undefined;
  const [form, fields] = useForm<OwnerFormInput>({
    id: "lead-owner",
    lastResult: mine?.lastResult,
    defaultValue: { owner: current ?? "" },
    shouldValidate: "onSubmit",
  });
  const ref = useFocusOnRefusal(mine?.lastResult);
  return (
    <Form method="post" {...getFormProps(form)} ref={ref} className="space-y-4">
      <Versioned version={version} intent="owner" />
      <Refusal id={form.errorId} answer={mine} />
      <SelectField
        field={conformField(fields.owner)}
        label="Owner"
        placeholder="Nobody yet"
        options={owners.map((owner) => ({ value: owner, label: owner }))}
        hint="The member of staff who follows this lead up."
      />
      <Button busy={useBusy("owner")} busyLabel="Saving…" variant="secondary">
        Set owner
      </Button>
    </Form>
  );
}

export function NoteForm({ version, answer }: FormProps) {
  const mine = answer?.intent === "note" ? answer : undefined;
  const [form, fields] = useForm<NoteFormInput>({
    id: "lead-note",
    lastResult: mine?.lastResult,
    shouldValidate: "onSubmit",
  });
  const ref = useFocusOnRefusal(mine?.lastResult);
  return (
    <Form method="post" {...getFormProps(form)} ref={ref} className="space-y-4">
      <Versioned version={version} intent="note" />
      <Refusal id={form.errorId} answer={mine} />
      <TextAreaField
        field={{ ...conformField(fields.body), required: true, maxLength: NOTE_MAX_LENGTH }}
        label="Note"
        rows={4}
        markRequired={false}
        hint={`Up to ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters. Staff see it with your name and the time.`}
      />
      <CheckboxField
        field={conformField(fields.reply)}
        label="This note logs a reply to them"
        hint="You answered by phone or e-mail: it counts as the first response and stops the 2-hour clock."
      />
      <Button busy={useBusy("note")} busyLabel="Adding…" variant="secondary">
        Add note
      </Button>
    </Form>
  );
}

/**
 * For a lead held as spam (a filled trap, a form sent at a bot's speed): one press delivers it as
 * if it had come in normally, e-mail to staff included, and makes it a new lead.
 */
export function NotSpamForm({ version, answer }: FormProps) {
  const mine = answer?.intent === "not-spam" ? answer : undefined;
  const ref = useFocusOnRefusal(mine?.lastResult);
  return (
    <Form method="post" id="lead-not-spam" ref={ref} className="space-y-3">
      <Versioned version={version} intent="not-spam" />
      <Refusal id="lead-not-spam-error" answer={mine} />
      <p className="text-sm text-slate-700">
        The site held this one back as likely spam, so staff were not e-mailed about it. If a person sent it, deliver
        it: staff get the e-mail now and it becomes a new lead.
      </p>
      <Button busy={useBusy("not-spam")} busyLabel="Delivering…">
        Not spam: deliver it
      </Button>
    </Form>
  );
}
