import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ContactModalLink } from "~/contact/modal-trigger";
import { headerLinks } from "~/content/navigation";
import { useHydrated } from "remix-utils/use-hydrated";
import { Logo } from "./logo";

/** The header turns translucent once the page is scrolled more than this (docs/product.md, section 3). */
const SCROLL_THRESHOLD_PX = 50;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/** 'Book a Call' opens the contact modal; it is a link to /contact until JavaScript runs. */
function BookACall({ className = "" }: { className?: string }) {
  return (
    <ContactModalLink
      className={`rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      Book a Call
    </ContactModalLink>
  );
}

const MENU_ID = "mobile-menu";

/**
 * Without JavaScript the menu is the :target of a link, so following any other link (a section
 * of this page included) closes it. Once React runs, the link becomes a real disclosure button.
 */
function MobileMenu() {
  const hydrated = useHydrated();
  const location = useLocation();
  // Open for the page it was opened on: any navigation (a new location key) closes it, with no
  // effect needed to notice the change.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const setOpen = (next: boolean) => setOpenedAt(next ? location.key : null);
  useEffect(() => {
    if (!open) return;
    // An Escape that a layer above already handled (the contact modal opened from this menu
    // closes first) leaves the menu open, so focus can return to the link that opened it.
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && !event.defaultPrevented && setOpenedAt(null);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const toggleClass =
    "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";
  const icon = (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );

  return (
    <div className="md:hidden">
      {hydrated ? (
        <button
          type="button"
          className={toggleClass}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen(!open)}
        >
          {icon}
          Menu
        </button>
      ) : (
        <a href={`#${MENU_ID}`} className={toggleClass}>
          {icon}
          Menu
        </a>
      )}
      <nav
        id={MENU_ID}
        aria-label="Mobile"
        className={`absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-6 shadow-lg ${
          hydrated ? (open ? "block" : "hidden") : "hidden target:block"
        }`}
      >
        <ul className="flex flex-col py-2">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => setOpen(false)}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <BookACall className="block text-center" />
        {hydrated ? null : (
          <a href="#close-menu" className="mt-4 block text-center text-sm font-medium text-slate-700 underline">
            Close menu
          </a>
        )}
      </nav>
    </div>
  );
}

export function Header() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-50 border-b transition-colors duration-200 print:hidden ${
        scrolled ? "border-slate-200/70 bg-white/80 shadow-sm backdrop-frost" : "border-transparent bg-white"
      }`}
    >
      {/* The no-JavaScript "Close menu" link targets this: inside the fixed header, so no scroll. */}
      <span id="close-menu" />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <Logo compact />
          <span className="sr-only"> home page</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <BookACall className="hidden md:inline-flex" />
        <MobileMenu />
      </div>
    </header>
  );
}
