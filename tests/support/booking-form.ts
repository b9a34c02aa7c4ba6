import type { Locator } from "@playwright/test";

/** A number the booking form takes for a phone call (the 555-01xx range is set aside for fiction). */
export const TEST_PHONE = "(404) 555-0142";

/**
 * The phone number's box. By role, not getByLabel("Phone"): that would also find the "Phone call"
 * choice whenever video calls are offered. Its name ends in "(required)" while it is required.
 */
export function phoneField(form: Locator): Locator {
  return form.getByRole("textbox", { name: /^Phone/ });
}
