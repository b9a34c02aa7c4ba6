import { expect, test, type Locator, type Page } from "@playwright/test";

/** Where a test's day is among the days offered: counted from the last one (most tests) or the first. */
export type DayPosition = { fromEnd: number } | { fromStart: number };

/**
 * Opens one of the days offered for booking as a visitor does: through the month grid once
 * JavaScript runs, through the list of day links without it (`list`: the booking page's by default;
 * the move page's has no test id). Returns the day's grid button or link.
 */
export async function openBookingDay(page: Page, position: DayPosition, list?: Locator): Promise<Locator> {
  if (test.info().project.use.javaScriptEnabled === false) {
    // Counted from the end, the whole list must have arrived (a click only waits for the next page to start).
    await page.waitForLoadState("load");
    const links = list ?? page.getByTestId("booking-days").getByRole("link");
    const count = await links.count();
    const index = "fromEnd" in position ? count - 1 - position.fromEnd : position.fromStart;
    // nth() counts from the end for a negative index: a test asking too far back would get another day.
    if (index < 0 || index >= count) throw new Error(`only ${count} days are offered: ${JSON.stringify(position)}`);
    const link = links.nth(index);
    await link.click();
    return link;
  }
  const month = page.getByTestId("booking-month");
  const target = await findInGrid(month, position);
  await target.click();
  return target;
}

/** Pages to the month holding the wanted day, counting the open days of each month on the way. */
async function findInGrid(month: Locator, position: DayPosition): Promise<Locator> {
  const open = month.getByRole("grid").locator('button[data-day]:not([aria-disabled="true"])');
  const heading = month.getByRole("heading");
  const forward = "fromStart" in position;
  const [away, toward] = forward ? ["Previous month", "Next month"] : ["Next month", "Previous month"];
  const page = async (name: string) => {
    const before = await heading.innerText();
    await month.getByRole("button", { name }).click();
    await expect(heading).not.toHaveText(before);
  };
  await expect(open.first()).toBeVisible();
  // Start from the first month (counting forward) or the last (counting back).
  while ((await month.getByRole("button", { name: away }).getAttribute("aria-disabled")) !== "true") await page(away);
  let left = forward ? position.fromStart : position.fromEnd;
  for (;;) {
    const count = await open.count();
    if (left < count) {
      const day = await open.nth(forward ? left : count - 1 - left).getAttribute("data-day");
      return month.locator(`[data-day="${day}"]`);
    }
    left -= count;
    if ((await month.getByRole("button", { name: toward }).getAttribute("aria-disabled")) === "true")
      throw new Error(`fewer days are offered than ${JSON.stringify(position)} asks`);
    await page(toward);
  }
}
