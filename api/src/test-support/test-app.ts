import pino from 'pino';
import { createApp } from '../app';
import { readConfig, type ApiConfig } from '../config';

/**
 * The real app, quiet logs. Tests call it with supertest; the database is the real test one. A
 * file's tests all come from one address, so the per-IP registration limit is raised (the
 * security tests check the real one).
 */
export function createTestApp(overrides: Partial<ApiConfig> = {}) {
  return createApp({ logger: pino({ level: 'silent' }), config: { ...readConfig(), registrationsPerIp: 1000, ...overrides } });
}
