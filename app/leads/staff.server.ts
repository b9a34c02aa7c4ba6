import { signInMethods } from "~/auth/config.server";
import { LOCAL_ADMIN_LABEL } from "~/auth/viewer";

/**
 * Who may own a lead: the people who can sign in as staff. With Supabase sign-in that is
 * ADMIN_EMAILS; with the local password, the one local administrator. Lower case, as stored.
 */
export function leadOwners(): string[] {
  const methods = signInMethods();
  if (methods.kind === "supabase") return [...methods.adminEmails].map((email) => email.toLowerCase()).sort();
  if (methods.kind === "password") return [LOCAL_ADMIN_LABEL];
  return [];
}
