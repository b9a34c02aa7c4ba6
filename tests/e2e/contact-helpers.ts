import type { Page, Route } from "@playwright/test";
import { connectToDataDir } from "../support/database";
import { E2E_DATA_DIR } from "../support/e2e";

// docs/product.md section 4, word for word: the tests compare against these, not against app code.
export const MISSING_TITLE = "📝 Please fill all required fields.";
export const MISSING_TEXT = "Name, Email, and Message are required to send your message.";
export const MISSING_TEXT_MODAL = "Name, Email, and Message are required.";
export const INVALID_TITLE = "📝 Please check the highlighted fields.";
export const SENT_TITLE = "✅ Message Sent!";
export const SENT_TEXT = "Thanks for reaching out! We'll get back to you shortly.";

export const jsOn = (project: { use: { javaScriptEnabled?: boolean } }) => project.use.javaScriptEnabled !== false;

/**
 * The visible toast: with JavaScript, an item of Radix's "Notifications" region (Radix also keeps
 * a screen-reader announcer with role=status for about a second, which is not the toast); without
 * it, the server-rendered status region.
 */
export function toastWith(page: Page, title: string) {
  const radix = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
  return radix.or(page.getByTestId("server-toast")).filter({ hasText: title });
}

/** The toast's description paragraph, to compare its whole text (one wording contains the other). */
export function toastText(page: Page, title: string, text: string) {
  return toastWith(page, title).getByText(text, { exact: true });
}

export async function rowsFor(email: string) {
  const client = await connectToDataDir(E2E_DATA_DIR);
  try {
    const result = await client.query("select * from contact_requests where email = $1", [email]);
    return result.rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

export const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A contact form's send, with or without JavaScript (a document POST, or React Router's data request). */
export const CONTACT_ACTION = /\/contact(\.data)?(\?.*)?$/;

/** Rewrites some fields of the next POST to `action` only, as a paste or a stale tab would have them. */
export async function changeNextSend(page: Page, action: RegExp, change: (fields: URLSearchParams) => void) {
  let done = false;
  await page.route(action, async (route: Route) => {
    const request = route.request();
    if (done || request.method() !== "POST") return route.continue();
    done = true;
    const fields = new URLSearchParams(request.postData() ?? "");
    change(fields);
    await route.continue({ postData: fields.toString() });
  });
}
