import { getDb } from "~/lib/db/client.server";
import { contactRequests } from "~/lib/db/schema";
import type { ContactInput } from "./schema";

/** Stores a request; once this resolves, it is committed and the visitor may be told it was sent. */
export async function storeContactRequest(input: ContactInput, page: string): Promise<{ id: number }> {
  const [row] = await getDb()
    .insert(contactRequests)
    .values({
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      phone: input.phone ?? null,
      service: input.service ?? null,
      message: input.message,
      page,
    })
    .returning({ id: contactRequests.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}
