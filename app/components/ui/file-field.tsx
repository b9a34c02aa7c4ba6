import { control, controlProps, Stacked, type FieldProps } from "./field";

// Apart from the rest of the kit: only staff forms choose files, and the public pages' form chunk
// should not carry it.
/** A file chooser; a form with one must be sent as multipart/form-data. */
export function FileField({ accept, ...props }: FieldProps & { accept: string }) {
  const { field, hint } = props;
  return (
    <Stacked {...props}>
      <input
        {...controlProps(field, hint)}
        type="file"
        accept={accept}
        className={`${control} file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800`}
      />
    </Stacked>
  );
}
