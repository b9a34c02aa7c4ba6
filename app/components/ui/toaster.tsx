import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect } from "react";
import type { Toast } from "~/lib/toast";
import { TOAST_DURATION_MS, dismissToast, toast, useCurrentToast } from "./toast-store";
import { useHydrated } from "./use-hydrated";

const tone = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-800 bg-red-700 text-white",
} as const;

/**
 * Server toasts arrive in the root loader's data. Before JavaScript runs (or without it) they are
 * plain HTML in a status region; once hydrated, the Radix toast takes over with its timer.
 */
export function Toaster({ serverToast }: { serverToast?: Toast }) {
  const hydrated = useHydrated();
  const shown = useCurrentToast();

  const serverToastId = serverToast?.id;
  useEffect(() => {
    if (serverToast) toast(serverToast);
    // A toast is shown once per id, however often the root data re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverToastId]);

  if (!hydrated) {
    // The Radix viewport renders an inline style attribute, which our CSP (rightly) refuses in
    // HTML; it mounts once React runs, and this plain region stands in until then.
    return serverToast ? (
      <div
        role="status"
        data-testid="server-toast"
        className={`toast-fallback fixed right-4 bottom-4 z-[100] w-[min(24rem,calc(100vw-2rem))] rounded-lg border p-4 shadow-lg ${tone[serverToast.variant]}`}
      >
        {serverToast.title ? <p className="font-semibold">{serverToast.title}</p> : null}
        {serverToast.description ? <p className="mt-1 text-sm">{serverToast.description}</p> : null}
      </div>
    ) : null;
  }

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {shown ? (
        <ToastPrimitive.Root
          key={shown.id}
          open={shown.open}
          duration={shown.duration}
          type={shown.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(shown.id);
          }}
          data-variant={shown.variant}
          className={`toast-root relative rounded-lg border p-4 pr-10 shadow-lg ${tone[shown.variant]}`}
        >
          {shown.title ? <ToastPrimitive.Title className="font-semibold">{shown.title}</ToastPrimitive.Title> : null}
          {shown.description ? (
            <ToastPrimitive.Description className="mt-1 text-sm">{shown.description}</ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded p-1 leading-none opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      {/* The aria-hidden library that Radix's modal dialog uses to hide the page leaves live
          regions alone: marking this one (silent: Radix announces toasts through a region of its
          own) keeps a toast raised from inside the contact modal readable and reachable. */}
      <ToastPrimitive.Viewport
        aria-live="off"
        className="fixed right-4 bottom-4 z-[100] m-0 flex w-[min(24rem,calc(100vw-2rem))] list-none flex-col gap-2 p-0 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
