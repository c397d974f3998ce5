import { expect, type Page } from '@playwright/test';

/** Client-side navigation, as a link click inside the portal does it (single-spa reroutes). */
export async function navigateInPortal(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/** The shell's layout is around the page: header with the brand link, footer with crisis lines. */
export async function expectShellLayout(page: Page) {
  await expect(page.getByRole('link', { name: 'Harbour home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Lifeline on 13 11 14');
}

export const AREA_ERROR_HEADING = 'This part of Harbour could not be loaded';
