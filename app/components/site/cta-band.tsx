import { ButtonLink } from "~/components/ui/button-link";
import { ContactModalButtonLink } from "~/contact/modal-trigger";

/** The dark closing band that asks for the next step. */
export function CtaBand({
  title,
  text,
  action,
  secondary,
  opensContactModal = false,
}: {
  title: string;
  text: string;
  action: { label: string; to: string };
  secondary?: { label: string; href: string };
  /** The action is a contact modal trigger (its link then goes to /contact, whatever `to` says). */
  opensContactModal?: boolean;
}) {
  return (
    <section className="bg-brand-900" aria-labelledby="cta-heading">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
            {title}
          </h2>
          <p className="mt-4 text-lg text-slate-200">{text}</p>
        </div>
        <div className="flex flex-wrap items-center gap-6">
          {opensContactModal ? (
            <ContactModalButtonLink variant="inverted">{action.label}</ContactModalButtonLink>
          ) : (
            <ButtonLink to={action.to} variant="inverted">
              {action.label}
            </ButtonLink>
          )}
          {secondary ? (
            <a
              href={secondary.href}
              className="rounded font-semibold text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {secondary.label}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
