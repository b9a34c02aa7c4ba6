import { ButtonLink } from "~/components/ui/button-link";
import { site } from "~/content/site";

function Frame({ eyebrow, title, children }: { eyebrow: string; title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start px-4 py-24 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{title}</h1>
      {children}
    </section>
  );
}

export function NotFoundPage() {
  return (
    <Frame eyebrow="Error 404" title="Page not found">
      <title>{`Page Not Found | ${site.brand}`}</title>
      <p className="mt-4 text-lg text-slate-700">
        We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </Frame>
  );
}

export function TooLargePage() {
  return (
    <Frame eyebrow="Error 413" title="That was too much to send">
      <title>{`Request too large | ${site.brand}`}</title>
      <p className="mt-4 text-lg text-slate-700">
        This form sent more than it accepts, so nothing was done. Go back, shorten what you entered and try again.
      </p>
    </Frame>
  );
}

export function ErrorPage({ status, details }: { status: number; details?: string }) {
  const unavailable = status === 503;
  return (
    <Frame eyebrow={`Error ${status}`} title={unavailable ? "We'll be right back" : "Something went wrong"}>
      <title>{`${unavailable ? "Temporarily unavailable" : "Something went wrong"} | ${site.brand}`}</title>
      <p className="mt-4 text-lg text-slate-700">
        {unavailable
          ? "This page is briefly unavailable. Please try again in a minute."
          : "An unexpected error stopped this page from loading. Please try again."}{" "}
        If it keeps happening, call us at{" "}
        <a className="font-semibold text-brand-700 underline" href={`tel:${site.phone.tel}`}>
          {site.phone.display}
        </a>
        .
      </p>
      {details ? <pre className="mt-8 w-full overflow-auto rounded-md bg-slate-100 p-4 text-xs">{details}</pre> : null}
    </Frame>
  );
}
