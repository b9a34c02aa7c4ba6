import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";

/** The audit's page: what it is on the left (on top on a phone), the current step in a card. */
export function AuditFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3 lg:px-8">
      <section aria-labelledby="audit-heading" className="lg:col-span-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Free, no obligation</p>
        <h1 id="audit-heading" className="mt-2 text-4xl font-bold tracking-tight text-brand-900">
          Free IT audit
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          Answer a few plain-language questions (about three minutes) and see at once how ready your IT is.
        </p>
        <ul className="mt-6 space-y-3 text-slate-800">
          <li className="flex gap-3">
            <Icon name="check" className="mt-1 h-4 w-4 flex-none text-brand-700" />A score for security, backups,
            devices and network, compliance and support
          </li>
          <li className="flex gap-3">
            <Icon name="check" className="mt-1 h-4 w-4 flex-none text-brand-700" />
            The three most useful next steps for you
          </li>
          <li className="flex gap-3">
            <Icon name="check" className="mt-1 h-4 w-4 flex-none text-brand-700" />A printable result to share with your
            board or leadership
          </li>
        </ul>
        <p className="mt-6 text-sm text-slate-600">
          Your answers are saved as you go: you can go back, reload or come back to this page&apos;s address later.
        </p>
      </section>
      <section
        aria-label="Audit questions"
        className="rounded-xl border border-slate-200 p-6 shadow-sm sm:p-8 lg:col-span-2"
      >
        {children}
      </section>
    </div>
  );
}

/** An audit address that leads nowhere: a finished-and-forgotten draft, an expired one, a mistyped link. */
export function AuditNotFound() {
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold tracking-tight text-brand-900">We could not find this audit</h2>
      <p className="text-slate-700">
        The link is not complete, or the audit was left unfinished for too long and its answers were deleted. Nothing
        you send from here is kept.
      </p>
      <p>
        <a href="/free-it-audit" className="font-semibold text-brand-700 underline hover:no-underline">
          Start a new free IT audit
        </a>
      </p>
    </div>
  );
}
