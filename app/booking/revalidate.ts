import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Reloads the free days and times after an answer of 409 (the time was just taken, or is not
 * offered any more). React Router keeps a page's data after any 4xx answer by default, which would
 * leave the lost time listed and counted; without JavaScript the page is rendered afresh anyway.
 */
export function revalidateAfterLostTime({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}
