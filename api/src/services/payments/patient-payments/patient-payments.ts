import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { calendarDateIn } from '../../../lib/australian-date';
import { findReferrerByIdentifier } from '../../reference-data';
import { participantSession, sessionPaymentStatusOf } from '../../sessions';
import { assertOwnPatient } from '../../accounts';
import { clientTimeZoneOf, currentReferral, getPatientReferrer } from '../../funding';
import { hasUsableCard } from '../cards/usable-card';
import { ALREADY_PAID, amountDue, chargeSession, PAYMENT_IN_PROGRESS, retryAttempt } from '../charges/charge-session';
import { outstandingPayments } from '../charges/payment-status';
import { SessionPaymentModel } from '../charges/session-payment.model';
import type { BookingPaymentCheck, BookingRules, PatientPaymentStatus, PatientPaymentType, RetryPaymentResult } from './patient-payments.types';

const requireClient = (user: AuthenticatedUser) => {
  if (user.userType !== 'client') throw notFound('Not a client.');
};

export async function patientPaymentType(user: AuthenticatedUser, now = new Date()): Promise<PatientPaymentType> {
  requireClient(user);
  const partner = await getPatientReferrer(user, user.sub, now);
  const referrer = partner && (await findReferrerByIdentifier(partner.id));
  return {
    paymentType: referrer?.fundingType ?? 'Private',
    ...(partner && { partnerName: partner.displayName }),
    hasPaymentMethod: await hasUsableCard(user.sub, now),
    hasCurrentMedicareReferral: !!(await currentReferral(user.sub, calendarDateIn(now, await clientTimeZoneOf(user.sub)))),
  };
}

export async function bookingRules(user: AuthenticatedUser, patientId: string, now = new Date()): Promise<BookingRules> {
  assertOwnPatient(user, patientId);
  const outstanding = await outstandingPayments(patientId);
  const hasCard = await hasUsableCard(patientId, now);
  const reasons = outstanding.length ? ['A payment for an earlier session did not go through: retry it before booking another session.'] : [];
  return { canBook: reasons.length === 0, reasons, hasValidPaymentMethod: hasCard, outstandingPaymentSessionIds: outstanding.map((o) => o.sessionId) };
}

export async function patientPaymentStatus(user: AuthenticatedUser): Promise<PatientPaymentStatus> {
  requireClient(user);
  const failed = await outstandingPayments(user.sub);
  return { hasFailedPayments: failed.length > 0, failedPayments: failed };
}

export async function checkBookingPayment(user: AuthenticatedUser, sessionId: string): Promise<BookingPaymentCheck> {
  const session = await participantSession(user, sessionId);
  const payments = (await SessionPaymentModel.find({ sessionId }).lean()).sort((a, b) => b.attempt - a.attempt);
  const latest = payments[0];
  const requiresAction = latest?.status === 'RequiresAction' && session.paymentStatus !== 'Paid';
  return {
    sessionId,
    paymentStatus: session.paymentStatus,
    amountDueCents: session.paymentStatus === 'Paid' ? 0 : amountDue(session).amountCents,
    requiresAction,
    // Only the client confirms their own payment.
    ...(requiresAction && user.userType === 'client' && latest.clientSecret && { clientSecret: latest.clientSecret }),
  };
}

export async function retryFailedPayment(user: AuthenticatedUser, sessionId: string, now = new Date()): Promise<RetryPaymentResult> {
  requireClient(user);
  const session = await participantSession(user, sessionId);
  if (session.paymentStatus !== 'Failed') throw conflict('This session has no failed payment to retry.');
  const next = await retryAttempt(sessionId, now);
  if ('refused' in next) throw conflict(next.refused);
  const outcome = await chargeSession(sessionId, next.attempt, now, { fresh: !next.resume });
  // Another retry inserted this attempt first: it charges, this one does not.
  if (outcome === 'in-progress') throw conflict(PAYMENT_IN_PROGRESS);
  if (outcome === 'already-paid') throw conflict(ALREADY_PAID);
  return { sessionId, paymentStatus: await sessionPaymentStatusOf(sessionId), outcome };
}
