import type { NextFunction, Request, Response } from 'express';
import { Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

const requestDuration = new Histogram({
  name: 'harbour_http_request_duration_seconds',
  help: 'Time from a request’s arrival to its answer’s last byte, by method, route template and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/**
 * The route a request matched as it was declared (`/api/sessions/:id`), never the URL it came with:
 * ids in label values would make a new time series per record. Identity's pages are one route;
 * anything answered before a route matched (404, malformed requests) is `unmatched`.
 */
export function routeTemplateOf(req: Request): string {
  const path: unknown = req.route?.path;
  if (typeof path === 'string') return `${req.baseUrl ?? ''}${path}`;
  if (req.originalUrl.startsWith('/identity/') || req.originalUrl === '/identity') return '/identity/*';
  return 'unmatched';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Times every answer; Server-Sent Events streams are counted by their own gauge instead (they last minutes). */
export function recordRequestDurations() {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = requestDuration.startTimer();
    res.once('finish', () => {
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return;
      end({
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeTemplateOf(req),
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      });
    });
    next();
  };
}
