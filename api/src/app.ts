import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { RegisterRoutes } from './generated/routes';
import openApiSpec from './generated/openapi.json';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { requestLogger } from './http/request-logger';

export interface AppDependencies {
  logger: Logger;
}

/** Builds the Express app without listening, so tests drive the same app the server runs. */
export function createApp({ logger }: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLogger(logger));
  app.use(express.json({ limit: '1mb' }));

  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApiSpec);
  });
  RegisterRoutes(app);

  app.use('/api', notFoundHandler);
  app.use(errorHandler);
  return app;
}
