import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import { findAccountById } from '../accounts/accounts';
import { endChallenge, findChallenge, markProved } from '../second-factor/challenges';
import { confirmEnrolment, proveSecondFactor } from '../second-factor/second-factor';
import { totpUri } from '../second-factor/totp';
import { IDENTITY_PAGE_TEXTS, messagePage } from './pages';
import { enrolmentPage, recoveryCodesPage, secondFactorPage } from './second-factor-pages';

export const SECOND_FACTOR_MESSAGES = {
  invalid: 'That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code.',
  used: 'That code was already used. Wait for your authenticator app to show a new code.',
  limited: 'Too many codes tried. Please wait 15 minutes and try again.',
  missing: 'Enter the code from your authenticator app.',
  enrolInvalid: 'That code is not right. Enter the 6-digit code your authenticator app shows for Harbour.',
} as const;

/** What a token says about how its holder signed in: `otp` is the second factor. */
export const SECOND_FACTOR_AMR = ['pwd', 'otp'];

const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY' };
const STATUS = { invalid: 401, used: 401, limited: 429 } as const;

type Page = (res: Response, status: number, html: string) => void;
const send: Page = (res, status, html) => void res.status(status).type('html').set(PAGE_HEADERS).send(html);
const paths = (uid: string) => ({
  action: `/identity/interaction/${uid}/second-factor`,
  enrolAction: `/identity/interaction/${uid}/enrol`,
  continueAction: `/identity/interaction/${uid}/enrolled`,
  abortAction: `/identity/interaction/${uid}/abort`,
});

/**
 * The administrator's second step of sign-in, after the password (interactions.ts): the code page
 * for an enrolled administrator, else enrolment (QR code, key as text, a code to confirm, then the
 * recovery codes once). Only a proved second factor finishes the interaction, with `amr` pwd+otp.
 */
export function secondFactorRouter(provider: () => Promise<Provider>): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  /** The interaction (its cookie must match) and the challenge the password step left, or a page saying it expired. */
  async function challengeOf(req: Request, res: Response) {
    const oidc = await provider();
    const details = await oidc.interactionDetails(req, res);
    const challenge = await findChallenge(details.uid);
    if (!challenge) {
      send(res, 400, messagePage('Sign-in link expired', IDENTITY_PAGE_TEXTS.expired));
      return undefined;
    }
    return { oidc, uid: details.uid, challenge };
  }

  async function renderEnrolment(res: Response, uid: string, accountId: string, secret: string, status = 200, error?: string) {
    const account = await findAccountById(accountId);
    // Loaded on the first enrolment page only (rare), not with the app.
    const { default: QRCode } = await import('qrcode');
    const qrSvg = await QRCode.toString(totpUri(secret, account?.email ?? accountId), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    send(res, status, enrolmentPage({ ...paths(uid), action: paths(uid).enrolAction, qrSvg, secret, error }));
  }

  const finish = async (req: Request, res: Response, oidc: Provider, uid: string, accountId: string) => {
    await endChallenge(uid);
    await oidc.interactionFinished(req, res, { login: { accountId, amr: SECOND_FACTOR_AMR } }, { mergeWithLastSubmission: false });
  };

  router.get('/:uid/second-factor', async (req, res, next) => {
    try {
      const found = await challengeOf(req, res);
      if (!found) return;
      const { uid, challenge } = found;
      if (challenge.pendingSecret) return await renderEnrolment(res, uid, challenge.accountId, challenge.pendingSecret);
      send(res, 200, secondFactorPage(paths(uid)));
    } catch (err) {
      next(err);
    }
  });

  router.post('/:uid/second-factor', form, async (req, res, next) => {
    try {
      const found = await challengeOf(req, res);
      if (!found) return;
      const { oidc, uid, challenge } = found;
      const code = String((req.body as { code?: unknown }).code ?? '').trim();
      if (!code) return send(res, 400, secondFactorPage({ ...paths(uid), error: SECOND_FACTOR_MESSAGES.missing }));
      const outcome = await proveSecondFactor(challenge.accountId, code);
      if (outcome === 'proved') return await finish(req, res, oidc, uid, challenge.accountId);
      if (outcome === 'limited') res.set('Retry-After', String(15 * 60));
      send(res, STATUS[outcome], secondFactorPage({ ...paths(uid), error: SECOND_FACTOR_MESSAGES[outcome] }));
    } catch (err) {
      next(err);
    }
  });

  router.post('/:uid/enrol', form, async (req, res, next) => {
    try {
      const found = await challengeOf(req, res);
      if (!found) return;
      const { uid, challenge } = found;
      if (!challenge.pendingSecret) return send(res, 400, messagePage('Sign-in link expired', IDENTITY_PAGE_TEXTS.expired));
      const code = String((req.body as { code?: unknown }).code ?? '').trim();
      if (!code) return await renderEnrolment(res, uid, challenge.accountId, challenge.pendingSecret, 400, SECOND_FACTOR_MESSAGES.missing);
      const result = await confirmEnrolment(challenge.accountId, challenge.pendingSecret, code);
      if (result.outcome === 'enrolled') {
        await markProved(uid);
        return send(res, 200, recoveryCodesPage({ action: paths(uid).continueAction, codes: result.recoveryCodes }));
      }
      // Enrolled meanwhile in another tab: that secret counts; sign in with its code.
      if (result.outcome === 'already-enrolled') return send(res, 409, messagePage('Already set up', IDENTITY_PAGE_TEXTS.expired));
      const error = result.outcome === 'invalid' ? SECOND_FACTOR_MESSAGES.enrolInvalid : SECOND_FACTOR_MESSAGES[result.outcome];
      await renderEnrolment(res, uid, challenge.accountId, challenge.pendingSecret, STATUS[result.outcome], error);
    } catch (err) {
      next(err);
    }
  });

  router.post('/:uid/enrolled', form, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const found = await challengeOf(req, res);
      if (!found) return;
      const { oidc, uid, challenge } = found;
      if (!challenge.provedAt) return send(res, 400, messagePage('Sign-in link expired', IDENTITY_PAGE_TEXTS.expired));
      await finish(req, res, oidc, uid, challenge.accountId);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
