import { createHash } from 'node:crypto';
import { readEnvironment, type HarbourEnvironment } from './environment';
import { readSecurityHeaderConfig, type SecurityHeaderConfig } from './http/security-headers';
import type { TwilioSettings } from './services/notifications/sms/twilio-client';

/** Everything the API reads from its environment, in one place (documented in docs/configuration.md). */
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
  /** An administrator's access tokens (ADMIN_ACCESS_TOKEN_TTL_SECONDS, 300; capped by ACCESS_TOKEN_TTL_SECONDS). */
  adminAccessTokenTtlSeconds: number;
  /** How long an administrator's sign-in lasts, renewals included (ADMIN_SESSION_SECONDS, 8 h). */
  adminSessionSeconds: number;
  /** How long a just-rotated refresh token may be used again (REFRESH_TOKEN_REUSE_SECONDS, 0–60; 0 = never). */
  refreshTokenReuseSeconds: number;
  /** Sign-in attempts allowed per IP address in 15 minutes (each account also locks after 5 misses). */
  signInAttemptsPerIp: number;
  /** The shell's settings for oidc-client-ts (spec §9 defaults), served by /api/identity/client-settings. */
  accessTokenExpiringNoticeSeconds: number;
  /** Keep-alive interval (spec §9 SILENT_RENEW_INTERVAL_SECONDS); unset = keep-alive disabled. */
  silentRenewIntervalSeconds: number | null;
  /** Outgoing mail; unset means messages stay in the outbox only (readable only with DEV_OUTBOX=1). */
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Text messages through Twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM; TWILIO_API_URL
   * for another address). Unset: texts stay in the local sink (shown by the development outbox).
   */
  twilio?: TwilioSettings;
  /** HARBOUR_ENV (environment.ts); development when unset. */
  environment: HarbourEnvironment;
  /** HARBOUR_ENV=production: refuses development conveniences at start-up (see startupProblem). */
  production: boolean;
  /** Why HARBOUR_ENV (or a production-looking NODE_ENV without it) cannot be used: the API refuses to start. */
  environmentProblem?: string;
  /** SECOND_FACTOR_KEY: seals administrators' authenticator secrets at rest (sealed-secret.ts). */
  secondFactorKey: Buffer;
  /** Why SECOND_FACTOR_KEY cannot be used (or is missing in production): the API refuses to start. */
  secondFactorKeyProblem?: string;
  /**
   * DEV_OUTBOX=1: mounts GET /api/notifications/outbox(/page), which shows every code sent. Only
   * for development and end-to-end runs; a production start with it set is refused.
   */
  devOutbox: boolean;
  /** Registration starts allowed per IP address in 15 minutes (each email address: 3). */
  registrationsPerIp: number;
  /** Express `trust proxy`: which peers may tell us the client's address and protocol (TRUST_PROXY). */
  trustProxy: boolean | string[];
  /** Extra CSP sources (CSP_STRIPE_HOSTS, CSP_AGORA_HOSTS). */
  securityHeaders: SecurityHeaderConfig;
  /** Card payments (Stripe, or stripe-mock locally); see `stripeSettings`. */
  stripe: StripeSettings;
  /** Messaging fan-out across API processes (Redis pub/sub); unset = within this process only. */
  redisUrl?: string;
  /** Messages one person may send per minute (MESSAGES_PER_MINUTE). */
  messagesPerMinute: number;
  /** How long a message waits unread before its recipient is emailed (MESSAGE_NOTICE_DELAY_SECONDS). */
  messageNoticeDelaySeconds: number;
  /**
   * Agora video (AGORA_APP_ID + AGORA_APP_CERTIFICATE): both set → sessions use Agora; unset →
   * the built-in peer-to-peer WebRTC call signalled through this API (docs/video.md).
   */
  agora?: { appId: string; appCertificate: string };
  /** Where contact-form messages are emailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Where partner enquiries are emailed (PARTNERSHIPS_EMAIL). */
  partnershipsEmail: string;
  /** Contact and partner enquiries allowed per IP address in an hour (ENQUIRIES_PER_IP); each sender email: 5 a minute. */
  enquiriesPerIp: number;
  /**
   * METRICS_TOKEN: the Bearer token GET /api/metrics asks for. Unset: metrics are refused in
   * production and open only to this machine (loopback) elsewhere (docs/operations.md).
   */
  metricsToken?: string;
}

export interface StripeSettings {
  /** STRIPE_SECRET_KEY: unset = card payments not configured (card endpoints answer 503). */
  secretKey?: string;
  /** STRIPE_API_URL: another Stripe API address (stripe-mock, `http://127.0.0.1:12111`); unset = Stripe itself. */
  apiUrl?: string;
  /** STRIPE_WEBHOOK_SECRET: the `whsec_…` secret webhook signatures are checked with. */
  webhookSecret?: string;
  /** STRIPE_PUBLISHABLE_KEY: handed to browsers for Stripe Elements; unset = the test-mode card form. */
  publishableKey?: string;
}

/** All three of sid, token and sender, or none (a partial set is a start-up problem). */
export function readTwilioSettings(env: NodeJS.ProcessEnv): TwilioSettings | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (!accountSid || !authToken || !from) return undefined;
  return { accountSid, authToken, from, apiUrl: env.TWILIO_API_URL || 'https://api.twilio.com' };
}

const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/** A Twilio set with a part missing: texts would silently stay in the sink. */
export function twilioProblem(env: NodeJS.ProcessEnv): string | undefined {
  const missing = TWILIO_VARIABLES.filter((name) => !env[name]);
  if (missing.length === 0 || missing.length === TWILIO_VARIABLES.length) return undefined;
  return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set while other TWILIO_ variables are: text messages need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together.`;
}

export function readStripeSettings(env: NodeJS.ProcessEnv): StripeSettings {
  return {
    secretKey: env.STRIPE_SECRET_KEY || undefined,
    apiUrl: env.STRIPE_API_URL || undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
  };
}

/**
 * Why this configuration must not serve, or undefined. A production start without a mail server
 * would keep codes in a list, and the development outbox would hand them to anyone.
 */
export function startupProblem(config: ApiConfig, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (config.environmentProblem) return config.environmentProblem;
  const twilio = twilioProblem(env);
  if (twilio) return twilio;
  if (!config.production) return config.secondFactorKeyProblem;
  if (config.devOutbox) return 'DEV_OUTBOX is set while HARBOUR_ENV=production: the development outbox shows every sign-up and password-reset code to anyone. Unset DEV_OUTBOX.';
  if (!config.smtpUrl) return 'SMTP_URL is not set while HARBOUR_ENV=production: verification and password-reset emails could not be delivered. Set SMTP_URL (e.g. smtp://user:pass@mail.example.com:587).';
  return config.secondFactorKeyProblem;
}

/**
 * The key that seals authenticator secrets where SECOND_FACTOR_KEY is unset: development and
 * tests only (it is written here for anyone to read), refused in production.
 */
export const LOCAL_SECOND_FACTOR_KEY = createHash('sha256').update('harbour: local development second-factor key, never production').digest();

/** SECOND_FACTOR_KEY: 32 bytes in base64 (`openssl rand -base64 32`). */
export function readSecondFactorKey(value: string | undefined, production: boolean): { key: Buffer; problem?: string } {
  if (!value) {
    if (!production) return { key: LOCAL_SECOND_FACTOR_KEY };
    return {
      key: LOCAL_SECOND_FACTOR_KEY,
      problem: "SECOND_FACTOR_KEY is not set while HARBOUR_ENV=production: administrators' authenticator secrets would be sealed with the published development key. Set it to 32 random bytes in base64 (openssl rand -base64 32).",
    };
  }
  const key = Buffer.from(value, 'base64');
  if (key.length === 32 && key.toString('base64') === value.trim()) return { key };
  return { key: LOCAL_SECOND_FACTOR_KEY, problem: `SECOND_FACTOR_KEY must be 32 bytes in base64 (openssl rand -base64 32); it is ${key.length} bytes.` };
}

/** The refresh token reuse interval's default (services/identity/provider/refresh-reuse.ts). */
export const DEFAULT_REFRESH_REUSE_SECONDS = 5;

/** A few seconds by default; never more than a minute (a longer one would hide a stolen copy's use). */
function readReuseSeconds(value: string | undefined): number {
  const seconds = value === undefined || value.trim() === '' ? DEFAULT_REFRESH_REUSE_SECONDS : Number(value);
  return Number.isFinite(seconds) ? Math.min(60, Math.max(0, seconds)) : DEFAULT_REFRESH_REUSE_SECONDS;
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
  const environment = readEnvironment(env);
  const production = environment.environment !== 'development' && environment.environment !== 'test';
  const secondFactorKey = readSecondFactorKey(env.SECOND_FACTOR_KEY, production);
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
    adminAccessTokenTtlSeconds: Number(env.ADMIN_ACCESS_TOKEN_TTL_SECONDS ?? 300),
    adminSessionSeconds: Number(env.ADMIN_SESSION_SECONDS ?? 8 * 60 * 60),
    refreshTokenReuseSeconds: readReuseSeconds(env.REFRESH_TOKEN_REUSE_SECONDS),
    signInAttemptsPerIp: Number(env.SIGN_IN_ATTEMPTS_PER_IP ?? 50),
    accessTokenExpiringNoticeSeconds: Number(env.ACCESS_TOKEN_EXPIRING_NOTICE_SECONDS ?? 60),
    silentRenewIntervalSeconds: env.SILENT_RENEW_INTERVAL_SECONDS ? Number(env.SILENT_RENEW_INTERVAL_SECONDS) : null,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Harbour <no-reply@harbour.test>',
    ...(readTwilioSettings(env) && { twilio: readTwilioSettings(env) }),
    // An unusable setting counts as production until the start refuses it: never the laxer guess.
    environment: environment.environment ?? 'production',
    production,
    ...(environment.problem && { environmentProblem: environment.problem }),
    secondFactorKey: secondFactorKey.key,
    ...(secondFactorKey.problem && { secondFactorKeyProblem: secondFactorKey.problem }),
    devOutbox: env.DEV_OUTBOX === '1' || env.DEV_OUTBOX === 'true',
    registrationsPerIp: Number(env.REGISTRATIONS_PER_IP ?? 20),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    securityHeaders: readSecurityHeaderConfig(env),
    stripe: readStripeSettings(env),
    redisUrl: env.REDIS_URL || undefined,
    messagesPerMinute: Number(env.MESSAGES_PER_MINUTE ?? 30),
    messageNoticeDelaySeconds: Number(env.MESSAGE_NOTICE_DELAY_SECONDS ?? 900),
    supportEmail: env.SUPPORT_EMAIL ?? 'support@harbour.test',
    partnershipsEmail: env.PARTNERSHIPS_EMAIL ?? 'partners@harbour.test',
    enquiriesPerIp: Number(env.ENQUIRIES_PER_IP ?? 30),
    metricsToken: env.METRICS_TOKEN || undefined,
    ...(env.AGORA_APP_ID || env.AGORA_APP_CERTIFICATE
      ? { agora: { appId: env.AGORA_APP_ID ?? '', appCertificate: env.AGORA_APP_CERTIFICATE ?? '' } }
      : {}),
  };
}
