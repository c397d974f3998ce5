import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0/2.1 A and AA and WCAG 2.2 AA, as the helper rules ask: no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page) {
  // A dialog fading in is half transparent: axe would measure its colour contrast mid-fade. Let
  // finite animations end first (a spinner's endless one never does, so it is not waited for).
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The element's HTML is in the message: a styled component's generated class alone does not say which one.
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')})`)).toEqual([]);
}
