import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { conformField } from "~/components/ui/conform-field";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { TIME_ZONE_NOTE } from "~/lib/time";
import { MAX_TAGS, POST_STATUSES } from "../post-fields";
import type { ImageRef } from "~/images/image-urls";
import { BodyImageFields } from "./body-image-fields";
import { ContentField } from "./content-field";
import { CoverFields } from "./cover-fields";
import { DraftNotice } from "./draft-notice";
import { useLocalDraft } from "./use-local-draft";
import type { EditConflict, PostFormConstraint, PostFormFields } from "./form-fields";

const STATUS_LABELS = { draft: "Draft", published: "Published", scheduled: "Scheduled" } as const;
const STATUS_OPTIONS = POST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

type Props = {
  /** Where the form posts: /admin/blog/new or /admin/blog/<id>/edit. */
  action: string;
  mode: "create" | "edit";
  defaultValue: Partial<PostFormFields>;
  constraint: PostFormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  conflict?: EditConflict | null;
  /** The saved publish date, already formatted on the server (edit only). */
  savedPublishLabel?: string | null;
  /** The post's slug when the editor opened it (edit only). */
  currentSlug?: string;
  /** The cover saved with the post (edit only). */
  savedCover?: ImageRef | null;
  /** The cover id a refused save answered with. */
  returnedCover?: string | null;
};

/**
 * The create and edit form. Validation is the server's (the post schema): with JavaScript the
 * answer arrives without a page load; without it the page comes back with the same errors.
 */
export function PostForm({
  action,
  mode,
  defaultValue,
  constraint,
  lastResult,
  conflict,
  savedPublishLabel,
  currentSlug,
  savedCover = null,
  returnedCover,
}: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === action;
  const [form, fields] = useForm<PostFormFields>({
    id: "post-editor",
    lastResult,
    defaultValue,
    constraint,
    shouldValidate: "onSubmit",
  });

  // After a refused save, move focus to what needs attention (with JavaScript; without it the
  // reloaded page starts at the top, where the toast and the conflict notice are).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (lastResult?.status !== "error" && !lastResult?.error) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-alert]');
    target?.focus();
  }, [lastResult]);

  // One draft per form address: the new-post form, and each post's edit form.
  const draft = useLocalDraft(formRef, `post-draft:${action}`);

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      ref={formRef}
      className="space-y-6"
    >
      {conflict ? (
        <FormAlert id={form.errorId}>
          <p className="font-semibold">This post changed while you were editing it.</p>
          <p className="mt-1">{form.errors?.join(" ")}</p>
          <p className="mt-2">
            <Link
              to={conflict.latestUrl}
              reloadDocument
              className="font-semibold text-red-900 underline hover:no-underline"
            >
              Open the latest version
            </Link>{" "}
            (saved {conflict.savedAtLabel}). Copy anything you want to keep first: opening it replaces what is in this
            form.
          </p>
        </FormAlert>
      ) : form.errors?.length ? (
        <FormAlert id={form.errorId}>{form.errors.join(" ")}</FormAlert>
      ) : null}

      {draft.offer ? <DraftNotice draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} /> : null}

      <input {...getInputProps(fields.version, { type: "hidden" })} />
      <input {...getInputProps(fields.publish_date_saved, { type: "hidden" })} />

      <TextField field={conformField(fields.title)} label="Title" />
      <TextField
        field={conformField(fields.slug)}
        label="Slug"
        placeholder={
          mode === "create" ? "Leave empty to generate it from the title" : "Leave empty to keep the current slug"
        }
        hint={
          <>
            The address of the post: /blog/<em>slug</em>. Lower-case letters, digits and hyphens.
            {mode === "edit" && currentSlug ? (
              <>
                {" "}
                Now: <code>/blog/{currentSlug}</code>. If the post is live, its old address keeps working and redirects
                to the new one.
              </>
            ) : null}
          </>
        }
      />
      <TextAreaField
        field={conformField(fields.summary)}
        label="Summary"
        rows={3}
        hint="Shown in the blog list and search results. Left empty, the start of the content is used."
      />
      <TextField
        field={conformField(fields.tags)}
        label={`Tags (comma-separated, max ${MAX_TAGS})`}
        placeholder="e.g. Cybersecurity, Schools"
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          field={conformField(fields.status)}
          label="Status"
          options={STATUS_OPTIONS}
          hint="Drafts are only seen by staff. A scheduled post goes live at its publish date."
        />
        <TextField
          field={conformField(fields.publish_date)}
          type="datetime-local"
          label="Publish date and time (Eastern)"
          hint={
            <>
              {TIME_ZONE_NOTE} Required for a scheduled post; a published post without one is dated when it is saved.
              {savedPublishLabel ? <> Saved: {savedPublishLabel}.</> : null}
            </>
          }
        />
      </div>
      <ContentField field={conformField(fields.content)} />

      <BodyImageFields fields={fields} />

      <CoverFields fields={fields} saved={savedCover} returned={returnedCover} />

      <div className="flex flex-wrap items-center gap-4">
        <Button busy={saving} busyLabel="Saving...">
          {mode === "create" ? "Create post" : "Save changes"}
        </Button>
        <Link to="/admin/blog" className="font-semibold text-brand-700 underline hover:text-brand-900">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
