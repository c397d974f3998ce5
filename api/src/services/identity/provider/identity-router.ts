import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import type { Logger } from 'pino';
import type { ApiConfig } from '../../../config';
import { serviceUnavailable } from '../../../http/problem';
import { loadIdentitySecrets } from '../signing-keys';
import { createProvider } from './create-provider';
import { interactionRouter } from './interactions';
import { sweepExpiredSlots } from '../../../http/rate-limit/slot-limiter';
import { SIGN_OUT_SCRIPT } from './pages';
import { sweepExpiredProviderRecords } from './mongo-adapter';
import { sweepSecondFactorRecords } from '../second-factor/sweep';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * `/identity`: the sign-in screens and oidc-provider. The provider needs its keys from the
 * database, so it is built on first use (and again after a failure) rather than at start-up:
 * the API still starts, and answers 503 here, while the database is down.
 */
/**
 * oidc-provider (Koa, `proxy = true`) builds every endpoint of the discovery document from
 * X-Forwarded-Host/Proto and reads the client address from X-Forwarded-For, trusting them from
 * anyone. So they are rewritten here before it sees them: host and protocol from PUBLIC_URL, the
 * one true issuer, and the address Express worked out under TRUST_PROXY. A forged header never
 * reaches the provider.
 */
function forwardedFromConfig(config: ApiConfig) {
  const publicUrl = new URL(config.publicUrl);
  return (req: Request, _res: Response, next: NextFunction) => {
    req.headers['x-forwarded-host'] = publicUrl.host;
    req.headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
    req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    delete req.headers.forwarded;
    next();
  };
}

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
  setInterval(() => void sweepSecondFactorRecords().catch(() => undefined), SWEEP_EVERY_MS).unref();

  const router = express.Router();
  router.use(forwardedFromConfig(config));
  router.get('/assets/sign-out.js', (_req, res) => {
    res.type('text/javascript').send(SIGN_OUT_SCRIPT);
  });
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
