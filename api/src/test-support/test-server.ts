import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp } from '../app';
import { readConfig, type ApiConfig } from '../config';

export interface TestServer {
  url: string;
  config: ApiConfig;
  close(): Promise<void>;
}

/**
 * The real app listening on a free loopback port: sign-in needs real HTTP (cookies, redirects).
 * The issuer stays the configured one, as behind the portal's proxy.
 */
export async function startTestServer(overrides: Partial<ApiConfig> = {}): Promise<TestServer> {
  const config = { ...readConfig(), ...overrides };
  const server = createApp({ logger: pino({ level: 'silent' }), config }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
