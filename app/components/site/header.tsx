import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { headerLinks } from "~/content/navigation";
import { Logo } from "./logo";

/** SPEC: the header turns translucent once the page is scrolled more than this. */
export const SCROLL_THRESHOLD_PX = 50;

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

function BookACall({ className = "" }: { className?: string }) {
  // A link first, so it works without JavaScript; the contact issue turns it into a modal trigger.
  return (
    <Link
      to="/contact"
      className={`rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      Book a Call
    </Link>
  );
}

export function Header() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);

  // The mobile menu closes on navigation, including hash changes on the home page.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname, location.hash]);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-50 border-b transition-colors duration-200 ${
        scrolled ? "border-slate-200/70 bg-white/80 shadow-sm backdrop-blur-md" : "border-transparent bg-white"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
          <Logo />
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

        <details ref={menu} className="mobile-menu md:hidden">
          <summary
            className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Menu
          </summary>
          <nav aria-label="Mobile" className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-6 shadow-lg">
            <ul className="flex flex-col py-2">
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <BookACall className="block text-center" />
          </nav>
        </details>
      </div>
    </header>
  );
}
