import type { FieldMetadata } from "@conform-to/react";
import { conformField } from "~/components/ui/conform-field";
import { CheckboxField, TextField } from "~/components/ui/field";
import { FileField } from "~/components/ui/file-field";
import { imageAttributes, type ImageRef } from "~/images/image-urls";
import { ACCEPTED_LABEL, ACCEPTED_TYPES } from "~/images/limits";

type Props = {
  fields: {
    cover_image: FieldMetadata<string>;
    cover_alt: FieldMetadata<string>;
    cover_file: FieldMetadata<string>;
    remove_cover: FieldMetadata<string>;
  };
  /** The cover saved with the post, to show next to the fields. */
  saved: ImageRef | null;
  /** The cover id a refused save came back with (it may be a file stored by that save). */
  returned?: string | null;
};

/**
 * The post's cover: a plain file field (works without JavaScript; the file goes with the post),
 * its required description, and the saved cover with a way to remove it.
 */
export function CoverFields({ fields, saved, returned }: Props) {
  const current = returned ?? fields.cover_image.initialValue ?? "";
  const pending = current && current !== saved?.id;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Cover image (optional)</legend>
      {/* Keyed by its value: a new id from the server replaces the element (a default value alone would not). */}
      <input key={current} type="hidden" name={fields.cover_image.name} defaultValue={current} />
      {saved && current === saved.id ? (
        <img
          {...imageAttributes(saved)}
          sizes="20rem"
          alt={fields.cover_alt.initialValue ?? ""}
          className="h-auto w-80 max-w-full rounded-md border border-slate-200"
          data-testid="cover-preview"
        />
      ) : null}
      {pending ? (
        <p className="text-sm text-slate-700" data-testid="cover-pending">
          A new cover image is uploaded and will be saved with the post.
        </p>
      ) : null}
      <FileField
        field={conformField(fields.cover_file)}
        label={current ? "Replace the cover image" : "Cover image"}
        accept={ACCEPTED_TYPES}
        hint={`${ACCEPTED_LABEL}, up to 10 MB. Shown on the post, in the blog list and when the post is shared.`}
      />
      <TextField
        field={conformField(fields.cover_alt)}
        label="Cover image description (alt text)"
        hint="Required with a cover: what the picture shows, for people who cannot see it."
      />
      {current ? <CheckboxField field={conformField(fields.remove_cover)} label="Remove the cover image" /> : null}
    </fieldset>
  );
}
