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
  // API tests make real database round trips (FerretDB on SQLite): allow for them.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/packages',
        '<rootDir>/shell',
        '<rootDir>/mf-public',
        '<rootDir>/mf-booking',
        '<rootDir>/mf-patient',
        '<rootDir>/mf-psychologist',
        '<rootDir>/mf-gp',
        '<rootDir>/mf-messaging',
      ],
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
      globalSetup: '<rootDir>/api/src/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/api/src/test-support/global-teardown.ts',
    },
  ],
};
