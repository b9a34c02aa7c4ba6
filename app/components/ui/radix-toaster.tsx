import * as ToastPrimitive from "@radix-ui/react-toast";
import { TOAST_DURATION_MS, dismissToast, type ShownToast } from "./toast-store";
import { tone } from "./toast-tone";

/** The interactive toast (timer, swipe, F8 hotkey), loaded on demand by the Toaster. */
export default function RadixToaster({ shown }: { shown: ShownToast }) {
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
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
