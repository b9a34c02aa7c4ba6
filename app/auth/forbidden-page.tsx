import { ButtonLink } from "~/components/ui/button-link";
import { site } from "~/content/site";

/** 403: signed in, but not with an account allowed into the staff area. */
export function ForbiddenPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start px-4 py-24 sm:px-6 lg:px-8">
      <title>{`Access denied | ${site.brand}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 403</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">Access denied</h1>
      <p className="mt-4 text-lg text-slate-700">
        You are signed in, but this account may not use the staff area. If you are on staff, sign out and sign in with
        your staff account, or ask an administrator to add your address.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <ButtonLink to="/login">Go to the login page</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}
