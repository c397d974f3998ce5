import { readConfig, type ApiConfig } from './config';

let active: ApiConfig | undefined;

/**
 * The configuration the app was created with: `createApp(config)` installs it,
 * and code that has no request at hand (sending mail, links in emails) reads it here instead of
 * reading the environment on every request. Read once from the environment when no app was
 * created (seed scripts). One process serves one app; tests that build several share this, and
 * pass undefined to read it afresh.
 */
export function useConfiguration(config: ApiConfig | undefined): void {
  active = config;
}

export function configuration(): ApiConfig {
  return (active ??= readConfig());
}
