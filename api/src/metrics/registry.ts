import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * This process's Prometheus metrics (docs/operations.md lists them). One registry per process,
 * whatever number of apps a test builds in it; the process metrics (CPU, memory, event loop lag,
 * garbage collection) are prom-client's defaults.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });
