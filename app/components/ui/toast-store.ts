import { useSyncExternalStore } from "react";
import type { Toast, ToastInput } from "~/lib/toast";

/** One toast visible at a time; a new one replaces the older (docs/product.md, section 5). */
export const TOAST_DURATION_MS = 5000;

export type ShownToast = Toast & { open: boolean; duration: number };

let current: ShownToast | null = null;
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: ShownToast | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id?: string) {
  if (current && (id === undefined || current.id === id)) emit({ ...current, open: false });
}

export function toast(input: ToastInput & { duration?: number }) {
  const id = input.id ?? `client-${++counter}`;
  emit({
    ...input,
    id,
    variant: input.variant ?? "default",
    duration: input.duration ?? TOAST_DURATION_MS,
    open: true,
  });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes: Partial<ToastInput> & { duration?: number }) => {
      if (current?.id === id) emit({ ...current, ...changes, id });
    },
  };
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToast(): ShownToast | null {
  return current;
}

export function useCurrentToast(): ShownToast | null {
  return useSyncExternalStore(subscribeToToasts, currentToast, () => null);
}
