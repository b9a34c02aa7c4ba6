/** Who is asking, as far as staff sign-in is concerned; safe to send to the login page. */
export type Viewer =
  | { status: "anonymous" }
  /** The auth service did not answer: nobody can be trusted until it does. */
  | { status: "unavailable" }
  | {
      status: "signed-in";
      method: "supabase" | "password";
      /** The verified email, or a label for the local administrator. */
      email: string;
      /** "needs-mfa": an admin address with a verified second factor, signed in with one step only. */
      access: "admin" | "not-admin" | "needs-mfa";
    };

/** How the local password's admin is named where an email would be shown. */
export const LOCAL_ADMIN_LABEL = "the local administrator";
