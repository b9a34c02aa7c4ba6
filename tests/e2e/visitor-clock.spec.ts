// A visitor's clock is theirs: a computer set to another year, or New Year's Eve in a zone where
// the year has already turned, must not change what the page says or break its start-up. The page
// keeps the text the server sent, with no hydration error (the fixtures fail a test on any page
// error), and the copyright year is the business's.
import { site } from "../../app/content/site";
import { businessYear } from "../../app/lib/time";
import { expect, test } from "./fixtures";

test("a visitor whose clock reads another year gets the page as sent, without a hydration error", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, "hydration happens only with JavaScript");
  const year = businessYear();
  await page.clock.setFixedTime(new Date(`${year + 3}-06-01T12:00:00Z`));
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    // Hydrated: the menu is a button only once React has taken over the page.
    await expect(page.getByRole("banner").getByRole("button", { name: "Menu", includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year} ${site.brand}`);
  }
});
