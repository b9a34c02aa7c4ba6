import type { FieldMetadata } from "@conform-to/react";
import type { FieldState } from "./field-state";

/**
 * A Conform field as the kit's fields take it. Conform's own ids are kept (errorId, descriptionId)
 * so its focus and validation keep finding the elements it expects.
 */
export function conformField(meta: FieldMetadata<string | undefined>): FieldState {
  return {
    id: meta.id,
    name: meta.name,
    hintId: meta.descriptionId,
    errorId: meta.errorId,
    errors: meta.errors,
    defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined,
    required: meta.required ?? false,
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    pattern: meta.pattern,
    min: meta.min,
    max: meta.max,
    step: meta.step,
  };
}
