import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The portal's security headers, in one place for both servers: the API (`/api`, `/identity`)
 * and the portal server (`/`, the areas, `/remotes.json`), which loads this file from api/dist.
 * Plain node types so the portal server (plain JavaScript) can call it as well as Express.
 */
export interface SecurityHeaderConfig {
  /** Extra origins the payment pages load scripts from, call, and frame (CSP_STRIPE_HOSTS). */
  stripeHosts: string[];
  /** Extra origins the video sessions load scripts from and call, https and wss (CSP_AGORA_HOSTS). */
  agoraHosts: string[];
}

/** `CSP_STRIPE_HOSTS="https://js.stripe.com https://api.stripe.com"`: spaces or commas. */
export function parseHostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim())
    .filter(Boolean)
    // Only scheme://host[:port][/path] sources: a value cannot smuggle in a directive or keyword.
    .filter((host) => /^(https|wss):\/\/[a-z0-9*.-]+(:\d+)?(\/[^\s;,'"]*)?$/i.test(host));
}

export function readSecurityHeaderConfig(env: NodeJS.ProcessEnv = process.env): SecurityHeaderConfig {
  return { stripeHosts: parseHostList(env.CSP_STRIPE_HOSTS), agoraHosts: parseHostList(env.CSP_AGORA_HOSTS) };
}

/**
 * Pages that the portal itself shows in an iframe: the silent-renew callback and the
 * authorization endpoint that redirects to it (oidc-client-ts renews through a hidden iframe).
 */
export function framedBySameOrigin(path: string): boolean {
  return path === '/auth/silent-renew' || path === '/identity/auth' || path.startsWith('/identity/auth/');
}

/**
 * The Content-Security-Policy of every HTML page (the shell and the identity authority's pages).
 * Scripts and connections: this origin plus the configured Stripe/Agora hosts; no inline script.
 * style-src needs 'unsafe-inline': styled-components injects its rules into <style> elements at
 * run time (in every area), and the authority's server-rendered pages carry their CSS inline. A
 * nonce would mean rendering index.html per request and handing the nonce to the shared
 * styled-components singleton; injected CSS cannot run script, so the trade is taken.
 */
export function pageContentSecurityPolicy(config: SecurityHeaderConfig, { framed = false } = {}): string {
  const external = [...config.stripeHosts, ...config.agoraHosts];
  const sources = (...list: string[]) => [...new Set(list)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources("'self'", ...external)}`,
    `connect-src ${sources("'self'", ...external)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${sources("'self'", 'data:', 'blob:', ...config.stripeHosts)}`,
    `font-src 'self' data:`,
    `media-src 'self' blob: mediastream:`,
    `worker-src 'self' blob:`,
    `frame-src ${sources("'self'", ...config.stripeHosts)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${framed ? "'self'" : "'none'"}`,
  ].join('; ');
}

/** API answers are data, never documents: nothing may load from them or frame them. */
export const API_CONTENT_SECURITY_POLICY = `default-src 'none'; frame-ancestors 'none'`;

const HSTS = 'max-age=31536000; includeSubDomains';

/** page: the portal's files; identity: the authority's pages and endpoints; api: /api data. */
type Kind = 'page' | 'identity' | 'api';

/**
 * Sets the headers common to every answer. `secure` is whether the client reached us over HTTPS
 * (Express's req.secure, which honours the trusted proxies only): HSTS over plain HTTP is ignored
 * by browsers at best, and would lock a local http://localhost portal out at worst.
 */
export function applySecurityHeaders(
  res: ServerResponse,
  { kind, path, secure, config }: { kind: Kind; path: string; secure: boolean; config: SecurityHeaderConfig },
): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (secure) res.setHeader('Strict-Transport-Security', HSTS);
  if (kind === 'api') {
    res.setHeader('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    // Personal and clinical data must not stay in a shared or browser cache.
    res.setHeader('Cache-Control', 'no-store');
  } else {
    res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(config, { framed: framedBySameOrigin(path) }));
    // The sign-in pages and token answers are personal too (oidc-provider also sets it on its own).
    if (kind === 'identity') res.setHeader('Cache-Control', 'no-store');
  }
}

const isHtml = (contentType: unknown) => /^\s*text\/html\b/i.test(String(contentType ?? ''));

/**
 * Whatever set the headers since (a page of the identity authority, a development page under
 * /api, a handler that set its own policy), an answer that goes out as HTML carries the full page
 * policy: checked when the headers are written, so a new page cannot forget it.
 */
export function keepPagePolicyOnHtml(res: ServerResponse, path: string, config: SecurityHeaderConfig): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const given = args.find((arg): arg is Record<string, unknown> => !!arg && typeof arg === 'object' && !Array.isArray(arg));
    const type = given?.['content-type'] ?? given?.['Content-Type'] ?? this.getHeader('content-type');
    if (isHtml(type)) this.setHeader('Content-Security-Policy', pageContentSecurityPolicy(config, { framed: framedBySameOrigin(path) }));
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Express (or connect) middleware form. */
export function securityHeaders(kind: Kind, config: SecurityHeaderConfig) {
  return (req: IncomingMessage & { secure?: boolean; originalUrl?: string }, res: ServerResponse, next: () => void) => {
    const path = (req.originalUrl ?? req.url ?? '/').split('?')[0];
    applySecurityHeaders(res, { kind, path, secure: Boolean(req.secure), config });
    keepPagePolicyOnHtml(res, path, config);
    next();
  };
}
