/**
 * Everything a kit field needs to know about one form control, whoever keeps the form's state
 * (Conform's useForm through `conformField`, or a form's own hook like the contact form's).
 */
export type FieldState = {
  id: string;
  name: string;
  /** Ids of the hint and of the error text, named by the control's aria-describedby. */
  hintId: string;
  errorId: string;
  /** The server's (or the browser's) complaints; none means the field is valid. */
  errors: string[] | undefined;
  defaultValue: string | undefined;
  required: boolean;
  /** HTML constraints, so the browser stops an obvious mistake before the server sees it. */
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: string | number;
  max?: string | number;
  step?: string | number;
};

/** A field's ids from its own: `<id>-hint` and `<id>-error`. */
export function fieldIds(id: string): Pick<FieldState, "id" | "hintId" | "errorId"> {
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}
