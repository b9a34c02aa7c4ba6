import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A phone number as a person types it, checked and written the one way staff dial it from
 * anywhere: "+1 404 555 0142". Without a country code it is read as a US number (the business is
 * in the US); others need their "+". Undefined for what is not a number anyone could dial.
 */
export function normalPhoneNumber(typed: string): string | undefined {
  const number = parsePhoneNumberFromString(typed, "US");
  return number?.isValid() ? number.formatInternational() : undefined;
}
