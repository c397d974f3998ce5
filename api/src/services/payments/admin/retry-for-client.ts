import { conflict, notFound } from '../../../http/problem';
import { sessionOf, sessionPaymentStatusOf } from '../../sessions';
import { ALREADY_PAID, chargeSession, PAYMENT_IN_PROGRESS, retryAttempt } from '../charges/charge-session';
import type { RetryPaymentResult } from '../patient-payments/patient-payments.types';

/**
 * An administrator retries a failed charge on the client's behalf, with the client's saved card:
 * the same attempt rules as the client's own retry (one attempt at a time, decided by its insert).
 */
export async function retryForClient(sessionId: string, now = new Date()): Promise<RetryPaymentResult> {
  const session = await sessionOf(sessionId);
  if (!session) throw notFound(`No session '${sessionId}'.`);
  if (session.paymentStatus !== 'Failed') throw conflict('This session has no failed payment to retry.');
  const next = await retryAttempt(sessionId, now);
  if ('refused' in next) throw conflict(next.refused);
  const outcome = await chargeSession(sessionId, next.attempt, now, { fresh: !next.resume });
  if (outcome === 'in-progress') throw conflict(PAYMENT_IN_PROGRESS);
  if (outcome === 'already-paid') throw conflict(ALREADY_PAID);
  return { sessionId, paymentStatus: await sessionPaymentStatusOf(sessionId), outcome };
}
