import type { FieldMetadata } from "@conform-to/react";
import { conformField } from "~/components/ui/conform-field";
import { Stacked, TextAreaField, control, controlProps } from "~/components/ui/field";
import { ACCEPTED_LABEL, ACCEPTED_TYPES } from "~/images/limits";
import { MAX_BODY_IMAGES } from "./image-markers";

type Props = { fields: { body_images: FieldMetadata<string>; body_images_alt: FieldMetadata<string> } };

/**
 * Pictures inside the post for a browser without JavaScript (the visual editor uploads its own):
 * plain form fields, sent with the post, placed at their markers by the server. Shown with
 * JavaScript too, where they work the same way.
 */
export function BodyImageFields({ fields }: Props) {
  const files = conformField(fields.body_images);
  const hint = (
    <>
      Several files at once, in the order they are numbered: the first is <code>[image 1]</code>, the second{" "}
      <code>[image 2]</code>. Type <code>[image 1]</code> on a line of its own in the content where the first should go;
      an image with no marker is added at the end. {ACCEPTED_LABEL}, up to 10 MB each and {MAX_BODY_IMAGES} per save;
      with the cover they must fit in 12 MB.
    </>
  );
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Images in the post (optional)</legend>
      <Stacked field={files} label="Images in the post" hint={hint}>
        <input
          {...controlProps(files, hint)}
          type="file"
          multiple
          accept={ACCEPTED_TYPES}
          className={`${control} file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800`}
        />
      </Stacked>
      <TextAreaField
        field={conformField(fields.body_images_alt)}
        label="Image descriptions (alt text), one per line"
        rows={3}
        hint="Required with images: one line per image, in the same order, saying what each picture shows for people who cannot see it."
      />
    </fieldset>
  );
}
