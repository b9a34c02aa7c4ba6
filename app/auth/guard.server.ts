import { createContext, data, type RouterContextProvider } from "react-router";

export interface Admin {
  /** The verified address (Supabase), or "the local administrator" for the local password. */
  email: string;
  /** How this admin signed in. */
  method: "supabase" | "password";
}

/**
 * Set by the admin middleware on the `/admin` layout once the request is proven to come from an
 * admin; null otherwise.
 */
export const adminContext = createContext<Admin | null>(null);

/**
 * Every admin loader and action calls this, so an admin route mounted outside the guarded layout
 * by mistake still refuses to run (defence in depth behind the middleware).
 */
export function requireAdmin(context: Readonly<RouterContextProvider>): Admin {
  const admin = context.get(adminContext);
  if (!admin) throw data("Forbidden", { status: 403 });
  return admin;
}
