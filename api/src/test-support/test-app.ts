import pino from 'pino';
import { createApp } from '../app';

/** The real app, quiet logs. Tests call it with supertest; the database is the real test one. */
export function createTestApp() {
  return createApp({ logger: pino({ level: 'silent' }) });
}
