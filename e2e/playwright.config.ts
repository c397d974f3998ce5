import { defineConfig } from '@playwright/test';
import { PORTAL_WIDE } from './support/lanes';

// Run by scripts/e2e.mjs, which starts the real portal (database, API, built areas) and passes
// its address in HARBOUR_BASE_URL. Chromium is Debian's (npm cannot download a browser here), as its
// headless shell: the same engine without the windowing and GPU layers, a third less CPU per journey
// (scripts/setup.mjs installs both; the video call's journeys use the full browser for its media).
//
// Three workers, each with its own demo world (support/accounts.ts: the seed has three, so more
// workers would share one). A journey waits on the browser, the API and the network more than it
// computes, so a third worker fills cores two leave idle. The journeys that release areas change
// /remotes.json for every visitor, so scripts/e2e.mjs runs them alone, first
// (`--project portal-wide`).
export default defineConfig({
  testDir: './tests',
  // Bounds for a journey or a wait that hangs, not speed targets: a loaded CI machine (both cores
  // busy) runs a journey several times slower than a quiet one.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 3,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.HARBOUR_E2E_RESULTS ?? '../.data/e2e-results.json' }]],
  projects: [
    { name: 'journeys', testIgnore: PORTAL_WIDE },
    { name: 'portal-wide', testMatch: PORTAL_WIDE, workers: 1 },
  ],
  use: {
    baseURL: process.env.HARBOUR_BASE_URL ?? 'http://localhost:3000',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Each phase keeps its own screenshots (a later phase would empty a shared folder).
  outputDir: process.env.HARBOUR_E2E_ARTIFACTS ?? '../.data/e2e-artifacts',
});
