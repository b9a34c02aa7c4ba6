import type { MouseEvent } from "react";
import { Link } from "react-router";
import { ButtonLink, type ButtonLinkVariant } from "~/components/ui/button-link";
import { useHydrated } from "remix-utils/use-hydrated";
import { loadContactModalDialog } from "./contact-modal";
import { openContactModal } from "./contact-modal-state";

/** Where every trigger leads without JavaScript, and on a modified click (new tab, new window). */
const CONTACT_PATH = "/contact";

function preload() {
  loadContactModalDialog().catch(() => {
    // Nothing to do yet: the click tries again, and follows the link if it fails too.
  });
}

function openInstead(event: MouseEvent<HTMLAnchorElement>) {
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || modified) return;
  event.preventDefault();
  const link = event.currentTarget;
  loadContactModalDialog().then(
    () => openContactModal(link),
    () => window.location.assign(link.href),
  );
}

export type ContactModalTriggerProps = {
  to: typeof CONTACT_PATH;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  "aria-haspopup"?: "dialog";
};

/**
 * Props that make a link to /contact open the contact modal once React runs. The element stays a
 * real link: before hydration, without JavaScript, or with ctrl/cmd/shift/middle click it goes to
 * the contact page.
 */
function useContactModalTrigger(): ContactModalTriggerProps {
  const hydrated = useHydrated();
  return {
    to: CONTACT_PATH,
    onClick: openInstead,
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    // Only promised once the click really opens a dialog.
    "aria-haspopup": hydrated ? "dialog" : undefined,
  };
}

/** A link to /contact that opens the contact modal when it can. */
export function ContactModalLink({ className, children }: { className: string; children: React.ReactNode }) {
  const trigger = useContactModalTrigger();
  return (
    <Link {...trigger} className={className}>
      {children}
    </Link>
  );
}

/** The same, styled as a button (calls to action). */
export function ContactModalButtonLink({
  variant,
  className,
  children,
}: {
  variant?: ButtonLinkVariant;
  className?: string;
  children: React.ReactNode;
}) {
  const trigger = useContactModalTrigger();
  return (
    <ButtonLink {...trigger} variant={variant} className={className}>
      {children}
    </ButtonLink>
  );
}
