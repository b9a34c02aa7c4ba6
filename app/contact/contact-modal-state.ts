import { useSyncExternalStore } from "react";

// The modal is mounted once, in the root layout, and opened from anywhere (header, pages), so its
// state lives in this tiny module rather than in a React context every trigger would need.

export type ContactModalState = {
  readonly open: boolean;
  /** Set once the dialog's code has loaded and it has been opened: it then stays mounted. */
  readonly mounted: boolean;
  /** Where focus goes back to when the modal closes. */
  readonly trigger: HTMLElement | null;
};

const closed: ContactModalState = { open: false, mounted: false, trigger: null };
let state = closed;
const listeners = new Set<() => void>();

function emit(next: ContactModalState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openContactModal(trigger: HTMLElement | null) {
  emit({ open: true, mounted: true, trigger });
}

export function closeContactModal() {
  if (state.open) emit({ ...state, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Closed on the server and during hydration. */
export function useContactModal(): ContactModalState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
}

/** The modal's fetcher: one per page, shared by the form (its pending state) and the dialog. */
export const CONTACT_MODAL_FETCHER_KEY = "contact-modal";
