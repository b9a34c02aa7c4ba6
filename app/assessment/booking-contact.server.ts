import { eq } from "drizzle-orm";
import { getDb } from "~/lib/db/client.server";
import { isWellFormedId } from "./ids";
import { assessments } from "./tables";

/** Who finished an audit, as the booking form asks for them. */
export type AuditContact = { name: string; email: string; organization: string };

/**
 * The name, e-mail and organization given in a finished audit, found by its public id, so the
 * result page's "Book my audit call" does not ask for them again. The public id is already the
 * key to the result page (unguessable, sent only to the person); any other value finds nothing.
 */
export async function auditContact(publicId: string | undefined): Promise<AuditContact | null> {
  if (!isWellFormedId(publicId)) return null;
  const [row] = await getDb()
    .select({ name: assessments.name, email: assessments.email, organization: assessments.organization })
    .from(assessments)
    .where(eq(assessments.publicId, publicId));
  return row ?? null;
}
