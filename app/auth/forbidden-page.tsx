import { Link } from "react-router";
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
        <Link to="/login" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Go to the login page
        </Link>
        <Link to="/" className="rounded-md px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
