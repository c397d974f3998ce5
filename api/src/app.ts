import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { readConfig, type ApiConfig } from './config';
import { useConfiguration } from './configuration';
import { RegisterRoutes } from './generated/routes';
import { uploadParser } from './services/files/upload-parser';
import openApiSpec from './generated/openapi.json';
import { errorHandler, notFoundHandler, rejectBadEscapes } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import { documentProblems } from './http/openapi-problems';
import { parseQueryOnce } from './http/query-once';
import { requestLogger } from './http/request-logger';
import { refuseIllFormedText } from './http/well-formed-text';
import { checkArrayLimitsFirst } from './http/array-limits-first';
import { outboxRouter } from './services/notifications/outbox-router';
import { identityRouter } from './services/identity/provider/identity-router';
import { registrationLimitRouter } from './services/accounts/registration/registration-limits';
import { stripeWebhookRouter } from './services/payments/webhooks/stripe-webhook-router';
import './services/payments/gateway/stripe-gateway';
import { startDomains } from './domains';
import { messagingEventStreamRouter } from './services/messaging/realtime/event-stream';
import { networkTestRouter } from './services/sessions/calls/network-test-router';
import { compressAnswers } from './http/compress-answers';
import { recordRequestDurations } from './metrics/request-metrics';
import { metricsRouter } from './metrics/metrics-router';

export interface AppDependencies {
  logger: Logger;
  config?: ApiConfig;
}

/** Builds the Express app without listening, so tests drive the same app the server runs. */
export function createApp({ logger, config = readConfig() }: AppDependencies): Express {
  useConfiguration(config);
  startDomains(); // each domain's job handlers, listeners and readers, through its front door
  const app = express();
  app.disable('x-powered-by');
  // Only configured proxies may tell us the client's address and protocol (TRUST_PROXY).
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(logger));
  app.use(recordRequestDurations());
  // Before anything answers: JSON, pages and problems over 1 kB go out brotli or gzip; streams never.
  app.use(compressAnswers());
  app.use('/identity', securityHeaders('identity', config.securityHeaders));
  app.use('/api', securityHeaders('api', config.securityHeaders));
  app.use(rejectBadEscapes);
  app.use(parseQueryOnce);
  // oidc-provider parses its own bodies: it must come before any body parser (stack-notes).
  app.use('/identity', identityRouter(config, logger));
  // Stripe signs the raw body: its webhook reads it before the JSON parser does.
  app.use(stripeWebhookRouter(config));
  // Before the JSON parser: the device test uploads raw bytes (size-capped, limited per address).
  app.use(networkTestRouter());
  app.use(express.json({ limit: '1mb' }));
  app.use(refuseIllFormedText); // lone surrogates, deep nesting, huge arrays: 422, never stored or mailed
  checkArrayLimitsFirst(); // an array over its maxItems is refused before tsoa looks at every item

  app.use(metricsRouter(config)); // Prometheus text for a scraper holding METRICS_TOKEN (docs/operations.md)
  const servedSpec = documentProblems(openApiSpec);
  app.get('/api/openapi.json', (_req, res) => {
    res.json(servedSpec);
  });
  // Development only (DEV_OUTBOX=1): absent, so 404, everywhere else and never in the OpenAPI.
  if (config.devOutbox) app.use(outboxRouter(config));
  app.use(registrationLimitRouter(config)); // before the registration controller
  app.use(messagingEventStreamRouter()); // Server-Sent Events: not a tsoa operation (docs/messaging.md)
  RegisterRoutes(app, { multer: uploadParser() }); // multipart uploads: memory only, size-capped (files service)

  app.use('/api', notFoundHandler);
  app.use(errorHandler);
  return app;
}
