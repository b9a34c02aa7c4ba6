import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { conformField } from "~/components/ui/conform-field";
import { TextAreaField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import type { CancelFormInput } from "./cancel-form";
import { CANCEL_REASON_MAX } from "./fields";

/**
 * The second step of cancelling, reached by a plain link (?cancel=1): a question, an optional
 * reason and the two answers. Nothing is cancelled until "Yes, cancel the call" is pressed.
 */
export function CancelConfirm({ token, lastResult }: { token: string; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const [form, fields] = useForm<CancelFormInput>({ id: "cancel-call", lastResult, shouldValidate: "onSubmit" });
  const heading = useRef<HTMLHeadingElement>(null);
  // Arrived here by the link (with JavaScript): start reading at the question, not at the page's top.
  useEffect(() => {
    if (!lastResult) heading.current?.focus();
  }, [lastResult]);
  const formErrors = form.errors;
  return (
    <section
      aria-labelledby="cancel-heading"
      className="space-y-4 rounded-xl border border-red-200 bg-red-50/40 p-6"
      data-testid="cancel-confirm"
    >
      <h2 id="cancel-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-brand-900">
        Cancel this call?
      </h2>
      <p>The time becomes free for someone else, and we send you a confirmation of the cancellation.</p>
      <Form method="post" action={`/book/manage/${token}?cancel=1`} {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="cancel" />
        {formErrors?.length ? (
          <FormAlert id={form.errorId}>
            <p>{formErrors.join(" ")}</p>
          </FormAlert>
        ) : null}
        <TextAreaField
          field={{ ...conformField(fields.reason), maxLength: CANCEL_REASON_MAX }}
          label="Reason (optional)"
          rows={3}
          hint="If you like, tell us why. Only our staff read it."
        />
        <div className="flex flex-wrap items-center gap-4">
          <Button busy={navigation.state === "submitting"} busyLabel="Cancelling...">
            Yes, cancel the call
          </Button>
          <ButtonLink to={`/book/manage/${token}`} variant="secondary">
            Keep my call
          </ButtonLink>
        </div>
      </Form>
    </section>
  );
}
