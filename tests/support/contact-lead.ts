import { contactRequests } from "../../app/contact/tables";
import { recordLead } from "../../app/leads/record.server";
import type { Database } from "../../app/lib/db/client.server";

/** A contact request and its lead, stored as the contact form stores them; the lead's id. */
export async function storeContactLead(db: Database): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({ name: "Pat", email: "pat@example.com", message: "Please call", page: "/contact" })
      .returning({ id: contactRequests.id, receivedAt: contactRequests.receivedAt });
    const lead = await recordLead(tx, {
      kind: "contact",
      contactRequestId: row!.id,
      name: "Pat",
      email: "pat@example.com",
      summary: "Please call",
      receivedAt: row!.receivedAt,
    });
    return lead.id;
  });
}
