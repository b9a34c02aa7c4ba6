import { useRouteLoaderData } from "react-router";
import { Logo } from "~/components/site/logo";
import { formatAddress, site } from "~/content/site";
import type { loader as rootLoader } from "~/root";
import { printStylesheetPath } from "./paths";
import { webAddress } from "./print-page";

/**
 * The printed result's first sheet opens on the business's letterhead; the later sheets repeat its
 * name, address, phone and web address in the page box (print-page.ts). Nothing of it is on screen,
 * where the site's own header says as much.
 */
export function PrintLetterhead({ answeredDay }: { answeredDay: string }) {
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.siteUrl;
  return (
    <>
      {/* A stylesheet may sit in the body; media="print" keeps it from holding up the screen. */}
      <link rel="stylesheet" href={printStylesheetPath(answeredDay)} media="print" />
      <div className="hidden items-start justify-between gap-6 border-b-2 border-brand-900 pb-3 text-sm text-slate-700 print:flex">
        <div>
          <Logo />
          <p className="mt-1">{formatAddress()}</p>
        </div>
        <p className="text-right">
          {site.phone.display}
          {siteUrl ? (
            <>
              <br />
              {webAddress(siteUrl)}
            </>
          ) : null}
          <br />
          {site.email}
        </p>
      </div>
    </>
  );
}
