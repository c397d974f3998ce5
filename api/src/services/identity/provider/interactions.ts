import express, { type Request, type Response, type Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import type Provider from 'oidc-provider';
import { MongoRateLimitStore } from '../../../http/rate-limit/rate-limit-store';
import { authenticate } from '../accounts/accounts';
import { signInPage } from './pages';

export const SIGN_IN_MESSAGES = {
  invalid: 'The email or password is incorrect.',
  missing: 'Enter your email and password.',
  locked: 'Too many incorrect attempts. Your account is locked for 15 minutes; you can reset your password instead.',
  rateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

function render(res: Response, uid: string, status: number, model: { email?: string; error?: string } = {}) {
  res
    .status(status)
    .type('html')
    // The sign-in form must never be framed (clickjacking); the authorize endpoint stays frameable for silent renew.
    .set({ 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" })
    .send(
      signInPage({
        action: `/identity/interaction/${uid}/login`,
        abortAction: `/identity/interaction/${uid}/abort`,
        ...model,
      }),
    );
}

/** The sign-in screens oidc-provider hands over to (its "interactions"), with rate limits. */
export function interactionRouter(provider: () => Promise<Provider>, signInAttemptsPerIp: number): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const tooMany = (req: Request, res: Response) =>
    render(res, req.params.uid as string, 429, { email: (req.body as { email?: string })?.email, error: SIGN_IN_MESSAGES.rateLimited });
  const perIp = rateLimit({
    windowMs: FIFTEEN_MINUTES,
    limit: signInAttemptsPerIp,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new MongoRateLimitStore('sign-in-ip:'),
    handler: tooMany,
  });
  const perEmail = rateLimit({
    windowMs: FIFTEEN_MINUTES,
    limit: 10,
    standardHeaders: false,
    legacyHeaders: false,
    store: new MongoRateLimitStore('sign-in-email:'),
    keyGenerator: (req) => String((req.body as { email?: string })?.email ?? '').trim().toLowerCase(),
    handler: tooMany,
  });

  router.get('/:uid', async (req, res, next) => {
    try {
      const details = await (await provider()).interactionDetails(req, res);
      render(res, details.uid, 200, { email: typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined });
    } catch (err) {
      next(err);
    }
  });

  router.post('/:uid/login', form, perIp, perEmail, async (req, res, next) => {
    try {
      const oidc = await provider();
      const details = await oidc.interactionDetails(req, res);
      const { email = '', password = '' } = req.body as { email?: string; password?: string };
      if (!email.trim() || !password) return render(res, details.uid, 400, { email, error: SIGN_IN_MESSAGES.missing });
      const result = await authenticate(email, password);
      if (result.outcome === 'locked') return render(res, details.uid, 423, { email, error: SIGN_IN_MESSAGES.locked });
      if (result.outcome === 'invalid') return render(res, details.uid, 401, { email, error: SIGN_IN_MESSAGES.invalid });
      await oidc.interactionFinished(req, res, { login: { accountId: result.account._id } }, { mergeWithLastSubmission: false });
    } catch (err) {
      next(err);
    }
  });

  router.post('/:uid/abort', async (req, res, next) => {
    try {
      await (await provider()).interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'Sign-in was cancelled.' },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      next(err);
    }
  });
  return router;
}
