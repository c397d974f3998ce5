import { createHash, timingSafeEqual } from 'node:crypto';

export type MetricsAccess = 'allowed' | 'no token' | 'wrong token' | 'off' | 'not from this machine';

export interface MetricsRequest {
  /** METRICS_TOKEN; unset = no scraper configured. */
  token?: string;
  production: boolean;
  /** The request's Authorization header. */
  authorization?: string;
  /** The client's address (req.ip: the portal's X-Forwarded-For when the portal passed it on). */
  ip?: string;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

// Equal-length digests, so the comparison takes the same time whatever the guess.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read the metrics. With METRICS_TOKEN set: only a caller presenting exactly that Bearer
 * token (a person's access token is not it). Unset: nobody in production (the metrics name
 * routes and backlogs, not for the public), and in development only this machine.
 */
export function metricsAccess({ token, production, authorization, ip }: MetricsRequest): MetricsAccess {
  if (token) {
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (!presented) return 'no token';
    return timingSafeEqual(digest(presented), digest(token)) ? 'allowed' : 'wrong token';
  }
  if (production) return 'off';
  return ip && LOOPBACK.test(ip) ? 'allowed' : 'not from this machine';
}
