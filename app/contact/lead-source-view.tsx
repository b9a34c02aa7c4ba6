import { Facts } from "~/components/ui/facts";
import type { ContactLeadSource } from "./lead-source.server";

/** A contact request on its lead's page: the message, where it came from, how its e-mail went. */
export function ContactLeadSourceView({ contact }: { contact: ContactLeadSource }) {
  const { delivery } = contact;
  return (
    <Facts
      items={[
        ["Service", contact.service ?? "Not chosen"],
        [
          "Message",
          <p key="message" className="whitespace-pre-line">
            {contact.message}
          </p>,
        ],
        ["Phone", contact.phone ?? "Not given"],
        ["Sent from", contact.page],
        ["IP address", contact.clientIp ?? "Unknown"],
        [
          "Delivery",
          `${delivery.status}${contact.sent ? `, ${contact.sent}` : ""}; ${delivery.attempts} attempt${delivery.attempts === 1 ? "" : "s"}${delivery.lastError ? `; last error: ${delivery.lastError}` : ""}`,
        ],
      ]}
    />
  );
}
