// One jest run, four projects: browser-side code in jsdom, the project's scripts, the API's pure
// logic (unit) and the API against a real database (integration, `*.int.test.ts`).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

// oidc-provider 9, jose 6 and otplib's base32 and crypto (@scure, @noble) ship only ES modules: let swc turn them into CommonJS too.
const API_ESM_PACKAGES = ['/node_modules/(?!(oidc-provider|jose|otplib|@otplib|@scure|@noble|@koa|koa[^/]*|nanoid|quick-lru|eta|jsesc|oidc-token-hash|@panva|http-errors|statuses)/)'];

// `npm test` runs the API's integration tests a suite at a time (`*.int-suite.ts`: one jest file
// for many test files, api/src/test-support/integration-suite.ts): jest loads every module afresh
// for each file it runs, and the app's modules cost about as much CPU as the average file's tests.
// Run by hand (`npx jest <file>`), each `*.int.test.ts` runs alone.
const apiTestsBySuite = process.env.HARBOUR_API_TESTS === 'suites';

/** @type {import('jest').Config} */
module.exports = {
  // The API's suites first (the longest files), so no long one starts last (jest.sequencer.js).
  testSequencer: '<rootDir>/jest.sequencer.js',
  // A bound for a test that hangs, not a speed target: API tests make real database round trips
  // and a loaded CI machine (both cores busy) runs everything several times slower.
  testTimeout: 90_000,
  // Two workers although the machine has two cores (jest's default is cores − 1 = 1): an API test
  // file spends much of its time waiting on database round trips, and each worker has its own
  // database (api/src/test-support/database.ts), so two at once nearly halve the API tests' time.
  maxWorkers: 2,
  // Each API test file leaves part of its loaded app behind in the worker (its heap grew by about
  // 10 MB a file, to 4.5 GB RSS by the end of a run), and collecting a heap that size costs more
  // than starting a new worker: a worker past this is replaced after its file. Measured on the
  // first 80 API test files beside each other: 308 CPU-s against 340, 1.2 GB RSS against 1.8.
  workerIdleMemoryLimit: '800MB',
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      // The areas come from the one list in packages/platform/areas.json.
      roots: ['<rootDir>/packages', '<rootDir>/shell', ...require('./packages/platform/areas.json').map((area) => `<rootDir>/${area.dir}`)],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
    },
    {
      // The project's own commands (scripts/): plain Node, no database.
      displayName: 'scripts',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      // The API's pure logic (slots, prices, scores, rules): no database, fast.
      displayName: 'api-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.int\\.test\\.ts$'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: API_ESM_PACKAGES,
      setupFiles: ['<rootDir>/api/src/test-support/quiet-oidc-provider.ts', '<rootDir>/api/src/test-support/unit-only.ts'],
    },
    {
      // The API on a real database (FerretDB on PostgreSQL, started once for the run) and real
      // processes: `*.int.test.ts`, in `npm test` by suite (above).
      displayName: 'api-int',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      testMatch: [apiTestsBySuite ? '**/*.int-suite.ts' : '**/*.int.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: API_ESM_PACKAGES,
      setupFiles: ['<rootDir>/api/src/test-support/quiet-oidc-provider.ts'],
      globalSetup: '<rootDir>/api/src/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/api/src/test-support/global-teardown.ts',
    },
  ],
};
