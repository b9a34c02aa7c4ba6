import { Section } from "~/components/site/section";
import { TableScroll } from "~/components/site/table-scroll";
import { PhoneCards } from "~/components/site/phone-cards";
import { ButtonLink } from "~/components/ui/button-link";
import { ContactModalLink } from "~/contact/modal-trigger";
import { site } from "~/content/site";
import { contactSupportPage as page, responseTimes } from "~/content/support/contact-support";

const textLink =
  "rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const card = "flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

/** The help desk's four ways in: portal, e-mail, phone and the emergency hotline. */
export function SupportChannels() {
  const { channels } = page;
  return (
    <Section id="channels" title={channels.title} intro={channels.intro}>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        <li className={card}>
          <h3 className="text-xl font-semibold text-brand-900">{channels.portal.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{channels.portal.text}</p>
          <p className="mt-4">
            <a href={site.supportPortalUrl} target="_blank" rel="noopener noreferrer" className={textLink}>
              {channels.portal.linkLabel}
              <span className="sr-only"> (opens in a new tab)</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </p>
        </li>
        <li className={card}>
          <h3 className="text-xl font-semibold text-brand-900">{channels.email.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{channels.email.text}</p>
          <p className="mt-4">
            <a href={`mailto:${site.supportEmail}`} className={textLink}>
              {site.supportEmail}
            </a>
          </p>
        </li>
        <li className={card}>
          <h3 className="text-xl font-semibold text-brand-900">{channels.phone.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{channels.phone.text}</p>
          <p className="mt-4 text-slate-700">
            <a href={`tel:${site.phone.tel}`} className={textLink}>
              {site.phone.display}
            </a>{" "}
            ({site.hours})
          </p>
        </li>
        <li className="flex flex-col rounded-xl bg-brand-900 p-6 shadow-sm">
          <h3 className="text-xl font-semibold text-white">{channels.emergency.title}</h3>
          <p className="mt-2 flex-1 text-slate-200">{channels.emergency.text}</p>
          <p className="mt-4 text-slate-200">
            Hotline: <span className="font-semibold text-white">{site.emergencyHotline.display}</span>
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-4">
            <ButtonLink to={`tel:${site.emergencyHotline.tel}`} variant="inverted">
              {channels.emergency.callLabel}
            </ButtonLink>
            <p className="text-slate-200">
              {channels.emergency.contactText}{" "}
              {/* The emergency card opens the contact modal; 'Call Emergency Support' stays a tel: link to the hotline. */}
              <ContactModalLink className="rounded font-semibold text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
                {channels.emergency.contactLabel}
              </ContactModalLink>
            </p>
          </div>
        </li>
      </ul>
    </Section>
  );
}

/** The guaranteed response times by priority, and their notes. */
export function ResponseTimes() {
  return (
    <Section id="response-times" title={page.responseTimes.title} intro={page.responseTimes.intro} tone="tint">
      <div className="mt-10 sm:hidden">
        <PhoneCards
          caption={page.responseTimes.caption}
          labels={[page.responseTimes.columns.response, page.responseTimes.columns.examples]}
          rows={responseTimes.map((row) => ({ heading: row.priority, cells: [row.response, row.examples] }))}
        />
      </div>
      <div className="mt-10 rounded-xl border border-slate-200 bg-white p-4 shadow-sm max-sm:hidden sm:p-6">
        <TableScroll captionId="response-times-caption" title={page.responseTimes.caption}>
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption id="response-times-caption" className="sr-only">
              {page.responseTimes.caption}
            </caption>
            <thead>
              <tr className="border-b-2 border-brand-700">
                <th scope="col" className="px-2 py-3 font-semibold text-brand-900 sm:px-3">
                  {page.responseTimes.columns.priority}
                </th>
                <th scope="col" className="px-2 py-3 font-semibold text-brand-900 sm:px-3">
                  {page.responseTimes.columns.response}
                </th>
                <th scope="col" className="px-2 py-3 font-semibold text-brand-900 sm:px-3">
                  {page.responseTimes.columns.examples}
                </th>
              </tr>
            </thead>
            <tbody>
              {responseTimes.map((row) => (
                <tr key={row.priority} className="border-b border-slate-200 align-top last:border-b-0">
                  <th scope="row" className="px-2 py-4 font-semibold text-slate-900 sm:px-3 sm:whitespace-nowrap">
                    {row.priority}
                  </th>
                  <td className="px-2 py-4 font-semibold text-brand-800 sm:px-3 sm:whitespace-nowrap">
                    {row.response}
                  </td>
                  <td className="px-2 py-4 text-slate-700 sm:px-3">{row.examples}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
      <ul className="mt-6 max-w-3xl list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-700">
        {page.responseTimes.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Section>
  );
}

/** What to put in a ticket so it can be worked on at once. */
export function TicketChecklist() {
  return (
    <Section id="ticket-checklist" title={page.checklist.title} intro={page.checklist.intro}>
      <ul className="mt-8 max-w-3xl space-y-4">
        {page.checklist.items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <CheckIcon />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-5 w-5 flex-none text-brand-700" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
