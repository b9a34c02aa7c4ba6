import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every page is judged by: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe in the page and returns its violations, one line each: the rule, its help and the
 * elements it found.
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs axe in every frame and then
 * again in a blank page it opens to merge the frames' results, which more than doubled the time of
 * a check on a two-core machine; the site has no frames (post bodies lose their iframes when
 * saved), so both judge the same DOM. Only violations are described in full: the passes and the
 * rules that did not apply are never read.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
