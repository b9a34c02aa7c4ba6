import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** The rules every page is judged by: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe in the page and returns its violations, one line each: the rule, its help and the
 * elements it found.
 *
 * axe-core is loaded into the page once and `axe.run` judges the document, describing only
 * violations (the passes and the rules that did not apply are never read). Playwright's axe
 * wrapper loads axe twice per check even in its simplest mode, and by default runs it in every frame and
 * again in a blank page that merges the frames' results; the site has no frames (post bodies lose
 * their iframes when saved), so the document is all there is to judge.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: "tag", values: AXE_TAGS }, resultTypes: ["violations"] };
  const violations = await page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, runOptions);
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, options);
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(", ")})`);
}
