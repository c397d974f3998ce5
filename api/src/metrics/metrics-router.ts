import { Router } from 'express';
import type { ApiConfig } from '../config';
import { forbidden, unauthorised } from '../http/problem';
import { metricsAccess } from './metrics-access';
import { metricsRegistry } from './registry';
import './state-metrics';

export const METRICS_PATH = '/api/metrics';

/**
 * GET /api/metrics: Prometheus text format (docs/operations.md). Not a tsoa operation: the answer
 * is not JSON, and its caller is a scraper with METRICS_TOKEN, not a signed-in person.
 */
export function metricsRouter(config: Pick<ApiConfig, 'metricsToken' | 'production'>): Router {
  const router = Router();
  router.get(METRICS_PATH, async (req, res, next) => {
    const access = metricsAccess({ token: config.metricsToken, production: config.production, authorization: req.headers.authorization, ip: req.ip });
    if (access === 'no token' || access === 'wrong token') {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      return next(unauthorised(access === 'no token' ? 'Metrics need the METRICS_TOKEN as a Bearer token.' : 'That is not the metrics token.'));
    }
    if (access === 'off') return next(forbidden('Metrics are off: METRICS_TOKEN is not set.'));
    if (access === 'not from this machine') return next(forbidden('Without METRICS_TOKEN, metrics are open only to this machine.'));
    try {
      const text = await metricsRegistry.metrics();
      res.set({ 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' }).send(text);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
