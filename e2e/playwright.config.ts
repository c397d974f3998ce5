import { defineConfig } from '@playwright/test';

// Run by scripts/e2e.mjs, which starts the real portal (database, API, built areas) and passes
// its address in HARBOUR_BASE_URL. Chromium is Debian's: npm cannot download a browser here.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.data/e2e-results.json' }]],
  use: {
    baseURL: process.env.HARBOUR_BASE_URL ?? 'http://localhost:3000',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  outputDir: '../.data/e2e-artifacts',
});
