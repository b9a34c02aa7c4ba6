import { getDb } from "~/lib/db/client.server";
import { contactRequests } from "~/lib/db/schema";
import type { ContactInput } from "./schema";

export type StoreOptions = {
  /** The same-site path the form was on. */
  page: string;
  clientIp: string | null;
  /** Suspected spam is kept for review but never e-mailed. */
  spam?: boolean;
};

/**
 * Stores a request in one statement (its own transaction); once this resolves, the request is
 * committed and the visitor may be told it was sent.
 */
export async function storeContactRequest(input: ContactInput, options: StoreOptions): Promise<{ id: number }> {
  const [row] = await getDb()
    .insert(contactRequests)
    .values({
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      phone: input.phone ?? null,
      service: input.service ?? null,
      message: input.message,
      page: options.page,
      clientIp: options.clientIp || null,
      status: options.spam ? "spam" : "pending",
    })
    .returning({ id: contactRequests.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}
