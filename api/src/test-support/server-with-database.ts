import { seedReferenceData } from '../seed/reference-data';
import { forgetCachedKeys } from '../services/identity/signing-keys';
import { connectTestDatabase, disconnectTestDatabase } from './database';
import type { ApiConfig } from '../config';
import { startTestServer, type TestServer } from './test-server';

/**
 * A test file's own database and a listening app (sign-in needs real HTTP), set up before the
 * file's tests and removed after them. The returned object reads through to the running server.
 */
export function useServerWithDatabase(testFile: string, { seed = false, config = {} }: { seed?: boolean; config?: Partial<ApiConfig> } = {}): Omit<TestServer, 'close'> {
  let running: TestServer | undefined;
  beforeAll(async () => {
    await connectTestDatabase(testFile);
    if (seed) await seedReferenceData();
    forgetCachedKeys(); // keys cached from another file's (dropped) database
    running = await startTestServer({ signInAttemptsPerIp: 1000, registrationsPerIp: 1000, ...config });
  });
  afterAll(async () => {
    await running?.close();
    await disconnectTestDatabase();
  });
  return {
    get url() {
      return running!.url;
    },
    get config() {
      return running!.config;
    },
  };
}
