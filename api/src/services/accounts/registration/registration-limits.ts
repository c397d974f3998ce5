import { Router } from 'express';
import type { ApiConfig } from '../../../config';
import { tooManyRequests } from '../../../http/problem';
import { takeRollingSlot } from '../../../http/rate-limit/rolling-limiter';
import type { SlotLimit } from '../../../http/rate-limit/slot-limiter';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Codes one email address can be sent by registration starts in any 15 minutes. */
export const REGISTRATIONS_PER_EMAIL = 3;
export const TOO_MANY_REGISTRATIONS = 'Too many sign-up attempts. Please wait a few minutes and try again.';

const perEmail: SlotLimit = { scope: 'registration-email', limit: REGISTRATIONS_PER_EMAIL, windowMs: FIFTEEN_MINUTES };

/**
 * Per email address: called once the sign-up is valid, before the password is hashed and the code
 * sent, so parallel starts for one address send at most three emails.
 */
export async function takeRegistrationEmailSlot(email: string, now = new Date()): Promise<void> {
  const decision = await takeRollingSlot(perEmail, email.trim().toLowerCase(), now);
  if (!decision.allowed) throw tooManyRequests(TOO_MANY_REGISTRATIONS, decision.retryAfterSeconds);
}

/** Per IP address: every registration start counts (REGISTRATIONS_PER_IP in any 15 minutes). */
export function registrationLimitRouter(config: Pick<ApiConfig, 'registrationsPerIp'>): Router {
  const perIp: SlotLimit = { scope: 'registration-ip', limit: config.registrationsPerIp, windowMs: FIFTEEN_MINUTES };
  const router = Router();
  router.post(['/api/users/register/patient', '/api/users/register/psychologist', '/api/users/register/gp'], async (req, _res, next) => {
    try {
      const decision = await takeRollingSlot(perIp, req.ip ?? 'unknown');
      next(decision.allowed ? undefined : tooManyRequests(TOO_MANY_REGISTRATIONS, decision.retryAfterSeconds));
    } catch (err) {
      next(err);
    }
  });
  return router;
}
