import path from 'node:path';
import { forgetEveryCacheHere } from '../lib/cache/fleet-cache';
import { useConfiguration } from '../configuration';
import { setPaymentGateway } from '../services/payments/gateway/payment-gateway';
import { forgetCachedKeys } from '../services/identity/signing-keys';
import { forgetAvailabilitySigningKey } from '../services/availability/availability-token';
import { stopDrainingForTests } from '../health/draining';
import { forgetEnrolments } from './sign-in';
import { testFilesOfShare, type SuiteShare } from './integration-suite-files';

const API_SRC = path.resolve(__dirname, '..');

/**
 * Runs a suite: the integration test files of `folder` (see testFilesOfSuite), or the `share`th of
 * `shares` of them, each in a describe block named by its path, as one jest file. jest loads every
 * module afresh for each file it runs (mongoose, the app, every domain: 1.3 s of CPU on a quiet
 * machine, several seconds on a loaded one), so `npm test` runs these suites and loads them once
 * for many files (docs/testing.md). Each file starts as it would alone: its own database (its
 * `useServerWithDatabase` or `connectTestDatabase`), and here no cached record, signing key,
 * enrolled authenticator, configuration, payment double, draining flag or environment change left
 * by the one before. A suite reads every file before its first test runs, so a file changes the
 * environment or a double in its hooks and tests, never at its top level.
 */
export function runIntegrationTests(folder: string, share: SuiteShare = {}): void {
  for (const file of testFilesOfShare(folder, share)) {
    describe(path.relative(API_SRC, file), () => {
      startsAsAlone();
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file's tests are defined inside this block
      require(file);
    });
  }
}

/** Registered before the file's own hooks, so they run first. */
function startsAsAlone(): void {
  let environment: NodeJS.ProcessEnv = {};
  beforeAll(() => {
    environment = { ...process.env };
    forgetEveryCacheHere();
    forgetCachedKeys();
    forgetAvailabilitySigningKey();
    forgetEnrolments();
    stopDrainingForTests();
    useConfiguration(undefined);
    setPaymentGateway(undefined);
  });
  afterAll(() => {
    for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
    Object.assign(process.env, environment);
    jest.useRealTimers();
  });
}
