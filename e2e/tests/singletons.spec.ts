import { expect, test, type Page } from '../support/fixtures';
import { navigateInPortal } from '../support/portal';

// Builds keep the shared libraries' module paths as ids (packages/webpack-config, moduleIdPlugins)
// and every workspace sits at the same depth, so a library bundled twice shows up as the same
// module id defined in two loaded scripts.
const LIBRARIES = ['react', 'react-dom', 'styled-components', 'react-redux'];

function collectScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text());
  });
  return () => Promise.all(bodies);
}

test('react, react-dom, styled-components, react-redux, the router, the platform and the SDK core are each loaded once', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/styleguide');
  await expect(page.getByRole('heading', { level: 1, name: 'Styleguide' })).toBeVisible();
  for (const path of ['/book', '/gp/signup', '/psychologists/signup', '/mental-health-assessment/dass21', '/?inbox=true']) {
    await navigateInPortal(page, path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('dialog', { name: 'Messages' })).toBeVisible();

  const loaded = (await scripts()).join('\n');
  for (const library of LIBRARIES) {
    const definition = new RegExp(`"(?:\\.\\./)+node_modules/${library.replace('/', '\\/')}/[^"]+"\\(`, 'g');
    const ids = loaded.match(definition) ?? [];
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(counts.size, `${library} was loaded`).toBeGreaterThan(0);
    const duplicated = [...counts].filter(([, count]) => count > 1);
    expect(duplicated, `${library} modules defined more than once`).toEqual([]);
  }
  // The workspace singletons: the platform contract, the router (React Router's library mode) and
  // the SDK core (one RTK Query instance).
  // The SDK's domain modules and the design system are bundled per area on purpose (packages/README.md).
  // A package's modules are concatenated under its entry's id ("…/src/index.ts" or "… + 4 modules").
  for (const file of ['packages/platform/src/index.ts', 'packages/router/src/index.ts', 'packages/sdk/src/index.ts']) {
    const definitions = loaded.match(new RegExp(`"(?:\\.\\./)+${file.replace(/[./]/g, (c) => `\\${c}`)}(?: \\+ \\d+ modules?)?"\\(`, 'g')) ?? [];
    expect(definitions, `${file} defined once`).toHaveLength(1);
  }
});
