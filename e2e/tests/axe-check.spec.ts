import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

// The journeys' accessibility check itself: it must fail on a serious violation, on the first
// check of a page and on a later one (axe is injected once per document).
test('the axe check fails on serious violations and passes a clean page, on every check of a document', async ({ page }) => {
  await page.setContent('<html lang="en"><head><title>Check</title></head><body><main><h1>Clean</h1><p>Readable text.</p></main></body></html>');
  await expectNoSeriousAxeViolations(page);

  // The same document, changed: the second check reuses the injected axe and still sees it.
  await page.evaluate(() => {
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p style="color:#ddd;background:#fff">Faint text</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">');
  });
  const failure = await expectNoSeriousAxeViolations(page).then(
    () => undefined,
    (error: Error) => error.message,
  );
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('image-alt');
});
