import express, { type Router } from 'express';
import type Provider from 'oidc-provider';
import type { Logger } from 'pino';
import type { ApiConfig } from '../../../config';
import { serviceUnavailable } from '../../../http/problem';
import { loadIdentitySecrets } from '../signing-keys';
import { createProvider } from './create-provider';
import { interactionRouter } from './interactions';
import { sweepExpiredSlots } from '../../../http/rate-limit/slot-limiter';
import { sweepExpiredProviderRecords } from './mongo-adapter';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * `/identity`: the sign-in screens and oidc-provider. The provider needs its keys from the
 * database, so it is built on first use (and again after a failure) rather than at start-up:
 * the API still starts, and answers 503 here, while the database is down.
 */
export function identityRouter(config: ApiConfig, logger: Logger): Router {
  let ready: Promise<Provider> | undefined;
  const provider = () => {
    ready ??= loadIdentitySecrets()
      .then((secrets) => {
        const created = createProvider(config, secrets);
        created.on('server_error', (_ctx, err) => logger.error({ err }, 'identity provider error'));
        return created;
      })
      .catch((err) => {
        ready = undefined;
        logger.warn({ err: (err as Error).message }, 'identity provider not ready');
        throw serviceUnavailable('Sign-in is unavailable at the moment. Please try again shortly.');
      });
    return ready;
  };
  setInterval(() => void sweepExpiredProviderRecords().catch(() => undefined), SWEEP_EVERY_MS).unref();
  // Limiter slots of past windows and forgotten failure series (no TTL index on FerretDB).
  setInterval(() => void sweepExpiredSlots().catch(() => undefined), SWEEP_EVERY_MS).unref();

  const router = express.Router();
  router.use('/interaction', interactionRouter(provider, config.signInAttemptsPerIp));
  router.use(async (req, res, next) => {
    try {
      // oidc-provider works out its mount path from req.originalUrl itself.
      (await provider()).callback()(req, res);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
