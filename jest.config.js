// One jest run, two projects: browser-side code in jsdom, the API in node against a real database.
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

/** @type {import('jest').Config} */
module.exports = {
  // API tests make real database round trips (FerretDB on PostgreSQL): allow for them.
  testTimeout: 30000,
  // Two workers although the machine has two cores (jest's default is cores − 1 = 1): an API test
  // file spends most of its time waiting on database round trips, and each file has its own
  // database, so two at once halve the API tests' time (398 s → 219 s here).
  maxWorkers: 2,
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
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // oidc-provider 9 and jose 6 ship only ES modules: let swc turn them into CommonJS too.
      transformIgnorePatterns: ['/node_modules/(?!(oidc-provider|jose|@koa|koa[^/]*|nanoid|quick-lru|eta|jsesc|oidc-token-hash|@panva|http-errors|statuses)/)'],
      setupFiles: ['<rootDir>/api/src/test-support/quiet-oidc-provider.ts'],
      globalSetup: '<rootDir>/api/src/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/api/src/test-support/global-teardown.ts',
    },
  ],
};
