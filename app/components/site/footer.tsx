import { Link } from "react-router";
import { footerColumns, legalLinks } from "~/content/navigation";
import { formatAddress, site, type SocialLink } from "~/content/site";
import { Logo } from "./logo";

const linkClass =
  "rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * `year` is the root loader's, so the browser shows what the server sent whatever its own clock
 * says; without it (only if that loader failed) the line names no year.
 */
export function Footer({ social, year }: { social: SocialLink[]; year: number | undefined }) {
  return (
    <footer className="bg-brand-950 text-slate-300 print:hidden">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <Logo inverted />
            <p className="mt-4 max-w-sm text-sm leading-6">{site.tagline}</p>
            <address className="mt-6 space-y-2 text-sm not-italic">
              <p>
                <a className={linkClass} href={`tel:${site.phone.tel}`}>
                  {site.phone.display}
                </a>{" "}
                <span className="text-slate-400">({site.hours})</span>
              </p>
              <p>
                <a className={linkClass} href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </p>
              <p>{formatAddress()}</p>
              <p>
                Emergency support {site.emergencySupport}:{" "}
                <a className={linkClass} href={`tel:${site.emergencyHotline.tel}`}>
                  {site.emergencyHotline.display}
                </a>
              </p>
            </address>
            {social.length > 0 ? (
              <ul className="mt-6 flex flex-wrap gap-3" aria-label="Social media">
                {social.map((profile) => (
                  <li key={profile.network}>
                    <a
                      className={`${linkClass} inline-block rounded-md border border-slate-600 px-3 py-1.5 text-sm`}
                      href={profile.href}
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      {profile.network}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>

          {footerColumns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
              <ul className="mt-4 space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link className={linkClass} to={link.to}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-slate-700 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.brand}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link className={linkClass} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <a href="#top" className={`${linkClass} font-semibold`}>
            Back to Top <span aria-hidden="true">↑</span>
          </a>
        </div>
      </div>
    </footer>
  );
}
