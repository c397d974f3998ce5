import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import { takeRollingSlot } from '../../../http/rate-limit/rolling-limiter';
import { isWellFormedText } from '../../../http/well-formed-text';
import { authenticate } from '../accounts/accounts';
import { HashingBusyError } from '../accounts/hashing-queue';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../../db/database-unavailable';
import { HttpProblem } from '../../../http/problem';
import { redeemSignInGrant } from '../../../security/one-time-codes/sign-in-grant';
import { IDENTITY_PAGE_TEXTS, messagePage, signInPage } from './pages';
import { findAccountById } from '../accounts/accounts';
import { startChallenge } from '../second-factor/challenges';
import { secondFactorRouter } from './second-factor-interactions';

export const SIGN_IN_MESSAGES = {
  invalid: 'The email or password is incorrect.',
  missing: 'Enter your email and password.',
  locked: 'Too many incorrect attempts. Please wait a few minutes before trying again, or reset your password.',
  rateLimited: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  busy: 'We are busy right now. Please try again in a moment.',
  grantUsed: 'This sign-in link has expired or was already used. Sign in with your email and password.',
  declined: 'Your application to join Harbour was declined. We emailed you the reason. If you think this is a mistake, contact us.',
  suspended: 'Your Harbour account is suspended. We emailed you the reason. Contact us to have it reinstated.',
} as const;

const retryAfter = (until: Date, now = Date.now()) => String(Math.max(1, Math.ceil((until.getTime() - now) / 1000)));

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Sign-in form posts one IP address may have in progress at once (per API process). */
export const SIGN_INS_IN_PROGRESS_PER_IP = 4;

// No Content-Security-Policy here: the /identity header middleware already set the full page
// policy (frame-ancestors 'none' on these paths); replacing it left the sign-in page without one.
const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY' };

/**
 * What a person sees when an identity page cannot be served: a plain page in their words, never a
 * stack trace or oidc-provider's raw error. Shared with the provider's renderError.
 */
export function identityProblemPage(err: unknown): { status: number; html: string; retryAfterSeconds?: number } {
  if (isDatabaseUnavailable(err) || (err instanceof HttpProblem && err.status === 503))
    return { status: 503, html: messagePage('Sign-in unavailable', IDENTITY_PAGE_TEXTS.unavailable), retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  // oidc-provider's SessionNotFound: no interaction cookie, or the interaction expired or was finished.
  if ((err as { name?: unknown } | undefined)?.name === 'SessionNotFound') return { status: 400, html: messagePage('Sign-in link expired', IDENTITY_PAGE_TEXTS.expired) };
  return { status: 500, html: messagePage('Sign-in problem', IDENTITY_PAGE_TEXTS.generic) };
}

function render(res: Response, uid: string, status: number, model: { email?: string; error?: string } = {}, retryAfterSeconds?: string) {
  if (retryAfterSeconds) res.set('Retry-After', retryAfterSeconds);
  res
    .status(status)
    .type('html')
    // The sign-in form must never be framed (clickjacking); the authorize endpoint stays frameable for silent renew.
    .set(PAGE_HEADERS)
    .send(
      signInPage({
        action: `/identity/interaction/${uid}/login`,
        abortAction: `/identity/interaction/${uid}/abort`,
        ...model,
      }),
    );
}

/**
 * The first factor passed: everyone but an administrator is signed in (`amr` pwd); an administrator
 * is sent on to the second factor (second-factor-interactions.ts).
 */
async function afterPassword(uid: string, accountId: string, req: Request, res: Response, oidc: Provider) {
  const account = await findAccountById(accountId);
  if (account?.userType !== 'administrator')
    return oidc.interactionFinished(req, res, { login: { accountId, amr: ['pwd'] } }, { mergeWithLastSubmission: false });
  await startChallenge(uid, accountId);
  res.redirect(303, `/identity/interaction/${uid}/second-factor`);
}

/** The sign-in screens oidc-provider hands over to (its "interactions"), with rate limits. */
export function interactionRouter(provider: () => Promise<Provider>, signInAttemptsPerIp: number): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  // Per IP address, in this process: a few sign-ins in progress at once, the rest refused before
  // any database or hashing work, so a burst from one source costs almost nothing.
  const inFlight = new Map<string, number>();
  const concurrentPerIp = (req: Request, res: Response, next: express.NextFunction) => {
    const ip = req.ip ?? 'unknown';
    const now = inFlight.get(ip) ?? 0;
    if (now >= SIGN_INS_IN_PROGRESS_PER_IP)
      return render(res, req.params.uid as string, 429, { email: (req.body as { email?: string })?.email, error: SIGN_IN_MESSAGES.busy }, '2');
    inFlight.set(ip, now + 1);
    res.once('close', () => {
      const left = (inFlight.get(ip) ?? 1) - 1;
      if (left) inFlight.set(ip, left);
      else inFlight.delete(ip);
    });
    next();
  };

  // Per IP address, in any 15 minutes: every attempt counts, decided by unique slot inserts (rolling-limiter).
  const perIp = async (req: Request, res: Response, next: express.NextFunction) => {
    try {
      const decision = await takeRollingSlot({ scope: 'sign-in-ip', limit: signInAttemptsPerIp, windowMs: FIFTEEN_MINUTES }, req.ip ?? 'unknown');
      if (decision.allowed) return next();
      render(res, req.params.uid as string, 429, { email: (req.body as { email?: string })?.email, error: SIGN_IN_MESSAGES.rateLimited }, String(decision.retryAfterSeconds));
    } catch (err) {
      next(err);
    }
  };

  router.get('/:uid', async (req, res, next) => {
    try {
      const oidc = await provider();
      const details = await oidc.interactionDetails(req, res);
      // A verified sign-up's one-time grant (login_token): signed in without the password form.
      if (details.params.login_token !== undefined) {
        const accountId = await redeemSignInGrant(details.params.login_token);
        if (accountId) return await afterPassword(details.uid, accountId, req, res, oidc);
        return render(res, details.uid, 400, { error: SIGN_IN_MESSAGES.grantUsed });
      }
      render(res, details.uid, 200, { email: typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined });
    } catch (err) {
      next(err);
    }
  });

  router.post('/:uid/login', form, concurrentPerIp, perIp, async (req, res, next) => {
    try {
      const oidc = await provider();
      const details = await oidc.interactionDetails(req, res);
      const { email = '', password = '' } = req.body as { email?: string; password?: string };
      if (!email.trim() || !password) return render(res, details.uid, 400, { email, error: SIGN_IN_MESSAGES.missing });
      if (!isWellFormedText(email) || !isWellFormedText(password)) return render(res, details.uid, 400, { error: SIGN_IN_MESSAGES.invalid });
      let result;
      try {
        result = await authenticate(email, password, { caller: req.ip });
      } catch (err) {
        if (err instanceof HashingBusyError) return render(res, details.uid, 429, { email, error: SIGN_IN_MESSAGES.busy }, String(err.retryAfterSeconds));
        throw err;
      }
      if (result.outcome === 'delayed') return render(res, details.uid, 423, { email, error: SIGN_IN_MESSAGES.locked }, retryAfter(result.until));
      if (result.outcome === 'invalid') return render(res, details.uid, 401, { email, error: SIGN_IN_MESSAGES.invalid });
      // Told only after the right password, so the standing of an address is not given away.
      if (result.account.suspendedAt) return render(res, details.uid, 403, { email, error: SIGN_IN_MESSAGES.suspended });
      if (result.account.declinedAt) return render(res, details.uid, 403, { email, error: SIGN_IN_MESSAGES.declined });
      await afterPassword(details.uid, result.account._id, req, res, oidc);
    } catch (err) {
      next(err);
    }
  });

  router.use(secondFactorRouter(provider));

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
  // Errors of these pages become pages (Express' own handler would answer problem+json).
  router.use((err: unknown, req: Request, res: Response, next: express.NextFunction) => {
    // body-parser's refusals (413, 415, bad encoding…) keep the error mapper's problem+json.
    if (res.headersSent || typeof (err as { type?: unknown } | undefined)?.type === 'string') return next(err);
    const { status, html, retryAfterSeconds } = identityProblemPage(err);
    if (status === 500) req.log?.error({ err }, 'sign-in page error');
    if (retryAfterSeconds) res.set('Retry-After', String(retryAfterSeconds));
    res.status(status).type('html').set(PAGE_HEADERS).send(html);
  });
  return router;
}
