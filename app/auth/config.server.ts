import { getEnv } from "~/lib/env.server";

/** How staff can sign in on this server, from the environment (docs/staff-and-leads.md, "Staff sign-in"). */
export type SignInMethods =
  | { kind: "supabase"; url: string; anonKey: string; adminEmails: ReadonlySet<string> }
  | { kind: "password"; password: string }
  | { kind: "off" };

export function signInMethods(): SignInMethods {
  const env = getEnv();
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    return {
      kind: "supabase",
      url: env.SUPABASE_URL,
      anonKey: env.SUPABASE_ANON_KEY,
      adminEmails: new Set(env.ADMIN_EMAILS),
    };
  }
  if (env.ADMIN_PASSWORD) return { kind: "password", password: env.ADMIN_PASSWORD };
  return { kind: "off" };
}
