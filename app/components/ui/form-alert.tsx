import type { ReactNode } from "react";

/**
 * A refusal that belongs to the whole form rather than one field (a wrong password, a post saved
 * by someone else meanwhile). Focusable, so a form can move focus to it after a refused submit;
 * `data-form-alert` is what such a form looks for.
 */
export function FormAlert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      id={id}
      tabIndex={-1}
      data-form-alert=""
      className="rounded-lg border border-red-800 bg-red-50 p-4 text-red-900"
    >
      {children}
    </div>
  );
}
