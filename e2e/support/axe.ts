import axe, { type AxeResults } from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

/** WCAG 2.0/2.1 A and AA and WCAG 2.2 AA, as the helper rules ask. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type WithAxe = { axe?: typeof axe };

/**
 * axe-core in a frame, once per document. @axe-core/playwright sends its ~550 kB source to every
 * frame on every check (and its default mode finishes each run in a new page): a third of the
 * journeys' time went there. The checks themselves are the same.
 */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as WithAxe).axe?.run === 'function').catch(() => false);
  if (present) return;
  const injected = frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`);
  // A frame that never answers (still loading elsewhere) is left out, as @axe-core/playwright does.
  await Promise.race([injected, new Promise((resolve) => setTimeout(resolve, 1000))]).catch(() => undefined);
}

/** No serious or critical violation of the WCAG 2.2 AA rules on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page) {
  // A dialog fading in is half transparent: axe would measure its colour contrast mid-fade. Let
  // finite animations end first (a spinner's endless one never does, so it is not waited for).
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  for (const frame of page.frames()) await injectAxe(frame);
  // Only the violations come back: the passes are most of a result's size.
  const violations = await page.evaluate((tags) => ((window as WithAxe).axe!.run(document, { runOnly: { type: 'tag', values: tags } }) as Promise<AxeResults>).then((results) => results.violations), WCAG_TAGS);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The element's HTML is in the message: a styled component's generated class alone does not say which one.
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')})`)).toEqual([]);
}
