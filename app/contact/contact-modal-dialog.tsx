import * as Dialog from "@radix-ui/react-dialog";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { site } from "~/content/site";
import { sameSitePath } from "~/lib/safe-redirect";
import type { ContactConstraint } from "./constraint.server";
import { ContactForm } from "./contact-form";
import { CONTACT_MODAL_FETCHER_KEY, closeContactModal, useContactModal } from "./contact-modal-state";
import { MODAL_VARIANT } from "./fields";
import { useContactFetcher } from "./use-contact-fetcher";

/**
 * Radix would lock scrolling through its Overlay, which injects a <style> element that the
 * site's CSP refuses. Styles set through the DOM are allowed. Where the scrollbar takes room
 * (classic scrollbars), its gutter stays reserved so the page does not shift sideways.
 */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const before = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    const scrollbarTakesRoom = window.innerWidth > root.clientWidth;
    root.style.overflow = "hidden";
    if (scrollbarTakesRoom) root.style.scrollbarGutter = "stable";
    return () => {
      root.style.overflow = before.overflow;
      root.style.scrollbarGutter = before.gutter;
    };
  }, [locked]);
}

function returnFocus(trigger: HTMLElement | null) {
  // The trigger may be gone or hidden by now (the mobile menu closes when the page reloads its
  // data after a send): the top of the page is the next sensible place.
  if (trigger?.isConnected && trigger.getClientRects().length > 0) trigger.focus();
  else document.getElementById("main-content")?.focus({ preventScroll: true });
}

/** The shared 'Get Started Today' modal, loaded on first use (see contact-modal.tsx). */
export default function ContactModalDialog({ constraint }: { constraint: ContactConstraint }) {
  const { open, trigger } = useContactModal();
  // Through a fetcher: a refusal leaves the page under the modal as it was, and a stored request
  // only reloads its data (the toast) before the modal closes.
  const { lastResult, formToken, onSend } = useContactFetcher(CONTACT_MODAL_FETCHER_KEY, closeContactModal);
  const location = useLocation();
  useScrollLock(open);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeContactModal())}>
      <Dialog.Portal>
        {/* Not Dialog.Overlay: see useScrollLock. The root layout makes the page behind inert. */}
        <div className="fixed inset-0 z-[70] bg-slate-950/60 motion-safe:transition-opacity motion-safe:starting:opacity-0" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(trigger);
          }}
          className="fixed top-1/2 left-1/2 z-[80] flex max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] [translate:-50%_-50%] flex-col overflow-y-auto rounded-xl bg-white p-6 shadow-2xl outline-none motion-safe:transition-[opacity,scale] motion-safe:starting:[scale:0.95] motion-safe:starting:opacity-0 sm:p-8"
        >
          <Dialog.Title className="pr-10 text-2xl font-bold tracking-tight text-brand-900">
            Get Started Today
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            Tell us what you need, or book a 15-minute discovery call. {site.responsePromise} during business hours.
          </Dialog.Description>
          <div className="order-2 mt-6">
            <ContactForm
              id="contact-modal-form"
              // Back to exactly where the visitor is. The action accepts only what the safe-redirect
              // helper does; an address it would refuse (a 404 page at an odd URL) must not make
              // the form impossible to send.
              page={sameSitePath(`${location.pathname}${location.search}${location.hash}`) ?? "/contact"}
              lastResult={lastResult}
              formToken={formToken}
              messageRows={3}
              constraint={constraint}
              fetcherKey={CONTACT_MODAL_FETCHER_KEY}
              onSend={onSend}
              variant={MODAL_VARIANT}
            />
          </div>
          {/* After the form, so that opening still focuses its first field; shown above it (order-1),
              so that on a phone the other way in is in view without scrolling past every field. */}
          <p className="order-1 mt-4 rounded-lg bg-brand-50 px-4 py-3 text-slate-700 ring-1 ring-brand-100">
            Rather talk first?{" "}
            <Link to="/book" onClick={() => closeContactModal()} className="font-semibold text-brand-700 underline">
              Pick a time instead
            </Link>{" "}
            for your 15-minute discovery call.
          </p>
          {/* Last in the markup so that opening focuses the first field, not this button. */}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
