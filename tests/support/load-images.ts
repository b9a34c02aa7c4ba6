import type { Page } from "@playwright/test";

/**
 * Loads every image on the page, lazy ones included, before a full-page screenshot: a lazy image
 * below the fold is only fetched once scrolled near, so a full-page picture would otherwise show
 * the placeholders (the partner tiles' letters) rather than what a reader scrolling down sees.
 * Runs in Playwright's own script world, so it works with the page's JavaScript off too.
 */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}
