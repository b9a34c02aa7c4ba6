import { isAuthApiError } from "@supabase/supabase-js";
import { SOMETHING_WENT_WRONG } from "./messages";

/**
 * What a visitor may read about a failed Supabase call: the Auth server's own message for a
 * request it refused (4xx: "Invalid login credentials", "Invalid TOTP code entered"), written for
 * end users; anything else (timeouts, 5xx, library errors) becomes "Something went wrong" and is
 * logged instead.
 */
export function userFacingMessage(error: unknown): string {
  if (isAuthApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
    return error.message.length > 200 ? `${error.message.slice(0, 197)}...` : error.message;
  }
  return SOMETHING_WENT_WRONG;
}
