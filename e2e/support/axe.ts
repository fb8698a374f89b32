import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar every screen meets (quality bars, standards). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails with each violation's rule, impact, help text
 * and the first offending elements, so the failure says what to fix. `include` narrows the check to
 * one region (e.g. a remote's area) when the rest of the page is checked elsewhere.
 */
export async function expectAccessible(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  // A dialog or toast still fading in blends its colours with the page: contrast is judged on
  // what stays on screen, so the finite animations running now are let finish first (spinners
  // run forever and are left alone; a paused animation never finishes, hence the 2 s cap).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes
      .slice(0, 3)
      .map(
        (node) =>
          `${node.target.join(' ')}: ${node.html.slice(0, 160)} | ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
      ),
  }));
  expect(report, 'axe-core WCAG 2.2 AA violations').toEqual([]);
}
