import { lazy, Suspense } from "react";
import type { ContactConstraint } from "./constraint.server";
import { useContactModal } from "./contact-modal-state";

type DialogModule = typeof import("./contact-modal-dialog");

let loading: Promise<DialogModule> | undefined;

/**
 * The dialog and Radix ship in their own chunk, fetched when a visitor shows intent (hovers,
 * focuses or clicks a trigger), so pages that never open the modal never pay for it.
 */
export function loadContactModalDialog(): Promise<DialogModule> {
  loading ??= import("./contact-modal-dialog").catch((error: unknown) => {
    // A failed fetch (offline, a deploy replaced the chunk) may be retried by the next click.
    loading = undefined;
    throw error;
  });
  return loading;
}

// Triggers open the modal only after the chunk has loaded, so this never suspends for long and
// never throws: a failed load sends the visitor to /contact instead.
const ContactModalDialog = lazy(loadContactModalDialog);

/** Mounted once in the root layout; renders nothing until the modal is first opened. */
export function ContactModal({ constraint }: { constraint: ContactConstraint }) {
  const { mounted } = useContactModal();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ContactModalDialog constraint={constraint} />
    </Suspense>
  );
}
