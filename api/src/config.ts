import { readSecurityHeaderConfig, type SecurityHeaderConfig } from './http/security-headers';

/** Everything the API reads from its environment, in one place (documented in the README). */
export interface ApiConfig {
  port: number;
  host: string;
  mongodbUri: string;
  logLevel: string;
  /** The origin browsers use for the portal; the identity issuer and redirect URIs hang off it. */
  publicUrl: string;
  /** OpenID Connect issuer: identical in the provider, the shell and the API's token check. */
  issuer: string;
  /** The resource indicator access tokens are minted for (their `aud`). */
  apiAudience: string;
  accessTokenTtlSeconds: number;
  /** Sign-in attempts allowed per IP address in 15 minutes (each account also locks after 5 misses). */
  signInAttemptsPerIp: number;
  /** The shell's settings for oidc-client-ts (spec §9 defaults), served by /api/identity/client-settings. */
  accessTokenExpiringNoticeSeconds: number;
  /** Keep-alive interval (spec §9 SILENT_RENEW_INTERVAL_SECONDS); unset = keep-alive disabled. */
  silentRenewIntervalSeconds: number | null;
  /** Outgoing mail; unset means messages stay in the outbox (readable on the development page). */
  smtpUrl?: string;
  mailFrom: string;
  /** Express `trust proxy`: which peers may tell us the client's address and protocol (TRUST_PROXY). */
  trustProxy: boolean | string[];
  /** Extra CSP sources (CSP_STRIPE_HOSTS, CSP_AGORA_HOSTS). */
  securityHeaders: SecurityHeaderConfig;
}

/**
 * TRUST_PROXY: unset → loopback only (the portal server runs beside the API); `none`/`false` →
 * nobody; otherwise a comma list of addresses, subnets or Express names (`loopback`, `uniquelocal`).
 */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined) return ['loopback'];
  const list = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (list.length === 0 || list.every((entry) => /^(none|false)$/i.test(entry))) return false;
  return list;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
  return {
    port: Number(env.API_PORT ?? 3100),
    host: env.API_HOST ?? '127.0.0.1',
    mongodbUri: env.MONGODB_URI ?? 'mongodb://127.0.0.1:27018/harbour',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl,
    issuer: `${publicUrl}/identity`,
    apiAudience: env.API_AUDIENCE ?? 'urn:harbour:api',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 600),
    signInAttemptsPerIp: Number(env.SIGN_IN_ATTEMPTS_PER_IP ?? 50),
    accessTokenExpiringNoticeSeconds: Number(env.ACCESS_TOKEN_EXPIRING_NOTICE_SECONDS ?? 60),
    silentRenewIntervalSeconds: env.SILENT_RENEW_INTERVAL_SECONDS ? Number(env.SILENT_RENEW_INTERVAL_SECONDS) : null,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Harbour <no-reply@harbour.test>',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    securityHeaders: readSecurityHeaderConfig(env),
  };
}
