import { useCallback, useState } from "react";
import { Section } from "~/components/site/section";
import type { ContactConstraint } from "~/contact/constraint.server";
import { ContactForm } from "~/contact/contact-form";
import { useContactFetcher } from "~/contact/use-contact-fetcher";
import type { HomePage } from "~/content/home-page.server";
import { formatAddress, site } from "~/content/site";

const HOME_CONTACT_FETCHER_KEY = "home-contact";

/**
 * With JavaScript the section's form sends through a fetcher, so a refusal keeps the visitor (and
 * what they typed) here instead of moving them to /contact; each stored request bumps the count
 * that keys the form, which clears it. Without JavaScript it posts: a stored request comes back
 * to /#contact, a refusal is shown on /contact with what was typed.
 */
function useHomeContactForm() {
  const [sent, setSent] = useState(0);
  const onSent = useCallback(() => setSent((count) => count + 1), []);
  const { lastResult, formToken, onSend } = useContactFetcher(HOME_CONTACT_FETCHER_KEY, onSent);
  return { sent, lastResult, formToken, onSend };
}

const linkClass =
  "rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** The contact section (#contact): how to reach us, and the form itself. */
export function ContactSection({
  constraint,
  content,
}: {
  constraint: ContactConstraint;
  content: HomePage["contact"];
}) {
  const { sent, lastResult, formToken, onSend } = useHomeContactForm();
  return (
    <Section id="contact" title={content.title} intro={content.intro} tone="tint">
      <div className="mt-12 grid gap-12 lg:grid-cols-5">
        <dl className="space-y-6 text-slate-800 lg:col-span-2">
          <div>
            <dt className="font-semibold text-brand-900">Call us</dt>
            <dd className="mt-1">
              <a className={linkClass} href={`tel:${site.phone.tel}`}>
                {site.phone.display}
              </a>
              <span className="block text-slate-700">{site.hours}</span>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">Response time</dt>
            <dd className="mt-1 text-slate-700">{site.responsePromise} during business hours.</dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">Email</dt>
            <dd className="mt-1">
              <a className={linkClass} href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">Office</dt>
            <dd className="mt-1 text-slate-700">
              {formatAddress()}
              <span className="block">Visits {site.visits.toLowerCase()}.</span>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-brand-900">Emergency support {site.emergencySupport}</dt>
            <dd className="mt-1 text-slate-700">
              Clients with an outage or a security incident can call{" "}
              <a className={linkClass} href={`tel:${site.emergencyHotline.tel}`}>
                {site.emergencyHotline.display}
              </a>{" "}
              at any hour.
            </dd>
          </div>
        </dl>

        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3">
          <h3 className="text-xl font-semibold text-brand-900">{content.formLabel}</h3>
          <div className="mt-6">
            <ContactForm
              key={sent}
              id="home-contact-form"
              page="/#contact"
              lastResult={lastResult}
              onSend={onSend}
              formToken={formToken}
              messageRows={4}
              constraint={constraint}
              fetcherKey={HOME_CONTACT_FETCHER_KEY}
            />
          </div>
        </div>
      </div>
    </Section>
  );
}
