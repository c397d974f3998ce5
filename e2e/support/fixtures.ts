import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blockedURI: string;
  source: string;
  page: string;
}

/**
 * Every journey runs under the portal's Content-Security-Policy and fails if the browser reports a
 * violation: a `securitypolicyviolation` event in any frame (the init script runs in popups and
 * the silent-renew iframe too) or Chromium's "Refused to …" console error. Contexts a test opens
 * itself with browser.newContext() are watched as well.
 */
async function watch(context: BrowserContext, violations: CspViolation[]) {
  await context.exposeBinding('__harbourCspViolation', ({ page }, violation: Omit<CspViolation, 'page'>) => {
    violations.push({ ...violation, page: page?.url() ?? '' });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __harbourCspViolation?: (v: unknown) => void }).__harbourCspViolation;
      report?.({ directive: event.effectiveDirective, blockedURI: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push({ directive: 'console', blockedURI: '', source: message.text(), page: message.page()?.url() ?? '' });
    }
  });
}

/**
 * A failed journey says which API and sign-in calls its pages were refused, and with what (a toast
 * that explained it may have closed before the failure's snapshot was taken), and what its pages
 * logged as errors (a sign-in that could not be finished says why only there).
 */
function recordRefusedCalls(context: BrowserContext, refused: Promise<string>[], label: string) {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    refused.push(Promise.resolve(`${new Date().toISOString().slice(11, 23)} ${label} console error on ${message.page()?.url() ?? '(no page)'}\n  ${message.text().slice(0, 300)}`));
  });
  context.on('response', (response) => {
    if (response.status() < 400 || !/^\/(api|identity)\//.test(new URL(response.url()).pathname)) return;
    const line = `${new Date().toISOString().slice(11, 23)} ${label} ${response.status()} ${response.request().method()} ${response.url()}`;
    // A body that never completes (an event stream) must not hold up the failure's report.
    const body = Promise.race([response.text(), new Promise<string>((resolve) => setTimeout(() => resolve('(body not read)'), 2000).unref())]);
    refused.push(
      body.then(
        (text) => `${line}\n  ${text.slice(0, 300)}`,
        () => line,
      ),
    );
  });
}

/** What each page of a context the test opened itself showed when it failed (Playwright snapshots only `page`). */
async function pagesShown(contexts: BrowserContext[]): Promise<string> {
  const shown: string[] = [];
  for (const [index, context] of contexts.entries()) {
    for (const opened of context.pages()) {
      const snapshot = await opened.locator('body').ariaSnapshot({ timeout: 2000 }).catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
      shown.push(`context ${index + 1}: ${opened.url()}\n${snapshot}`);
    }
  }
  return shown.join('\n\n');
}

export const test = base.extend<{ cspViolations: CspViolation[]; refusedCalls: Promise<string>[]; cspGuard: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  cspViolations: async ({}, use) => {
    await use([]);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  refusedCalls: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, cspViolations, refusedCalls }, use) => {
    await watch(context, cspViolations);
    recordRefusedCalls(context, refusedCalls, 'page');
    await use(context);
  },
  cspGuard: [
    async ({ browser, context: _context, cspViolations, refusedCalls }, use, testInfo) => {
      const opened: BrowserContext[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        opened.push(created);
        await watch(created, cspViolations);
        recordRefusedCalls(created, refusedCalls, `context ${opened.length}`);
        return created;
      };
      await use();
      browser.newContext = newContext;
      // Reported here, before the contexts close.
      if (testInfo.status !== testInfo.expectedStatus) {
        if (refusedCalls.length > 0) await testInfo.attach('refused calls and console errors', { body: (await Promise.all(refusedCalls)).join('\n'), contentType: 'text/plain' });
        if (opened.length > 0) await testInfo.attach('pages of the contexts the test opened', { body: await pagesShown(opened), contentType: 'text/plain' });
      }
      if (cspViolations.length > 0) {
        const lines = cspViolations.map((v) => `  ${v.directive} blocked ${v.blockedURI || '(inline)'} on ${v.page} (${v.source})`);
        throw new Error(`Content-Security-Policy violations:\n${[...new Set(lines)].join('\n')}`);
      }
    },
    { auto: true },
  ],
});
