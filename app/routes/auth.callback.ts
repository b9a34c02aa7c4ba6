import { oauthCallback } from "~/auth/sign-in.server";
import { staffAuthMiddleware } from "~/auth/staff.server";
import type { Route } from "./+types/auth.callback";

export const middleware: Route.MiddlewareFunction[] = [staffAuthMiddleware];

// Google sign-in returns here (SITE_URL/auth/callback, on Supabase's redirect allow-list).
export async function loader({ request, context }: Route.LoaderArgs) {
  return oauthCallback(request, context);
}
