import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { assertOwnPatient, getPatientReferrer } from '../client-referrers/client-referrers';
import { findReferrerByIdentifier } from '../../reference-data';
import { participantSession } from '../../sessions';
import { parseInstant } from '../../sessions';
import { PaymentCardModel } from '../../payments/cards/payment-card.model';
import { cardUsableOn } from '../../payments';
import { ALREADY_PAID, amountDue, chargeSession, PAYMENT_IN_PROGRESS, retryAttempt } from '../../payments';
import { outstandingPayments } from '../../payments';
import { SessionPaymentModel } from '../../payments/charges/session-payment.model';
import { calendarDateIn } from '../../../lib/australian-date';
import { currentReferral } from '../../payments';
import { clientTimeZoneOf } from '../entitlements/load-entitlement-facts';
import { MedicareReferralModel, type MedicareReferralRecord } from './medicare-referral.model';
import type { BookingPaymentCheck, BookingRules, MedicareReferral, MedicareReferralRequest, PatientPaymentStatus, PatientPaymentType, RetryPaymentResult } from './funding.types';
import type { PaymentMethodCheck } from '../../booking';
import { SessionModel } from '../../sessions/records/session.model';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const requireClient = (user: AuthenticatedUser) => {
  if (user.userType !== 'client') throw notFound('Not a client.');
};

const toReferral = (r: MedicareReferralRecord): MedicareReferral => ({
  medicareReferralId: r._id,
  referrerName: r.referrerName,
  ...(r.referrerProviderNumber && { referrerProviderNumber: r.referrerProviderNumber }),
  issuedOn: r.issuedOn,
  validUntil: r.validUntil,
});

export async function saveMedicareReferral(user: AuthenticatedUser, body: MedicareReferralRequest, now = new Date()): Promise<MedicareReferral> {
  requireClient(user);
  if (!body.referrerName?.trim() || body.referrerName.length > 120) throw invalidField('referrerName', "Enter the referring GP's name.");
  if (!DATE.test(body.issuedOn ?? '') || Number.isNaN(Date.parse(body.issuedOn))) throw invalidField('issuedOn', 'Must be a date, YYYY-MM-DD.');
  if (body.issuedOn > calendarDateIn(now)) throw invalidField('issuedOn', 'Cannot be in the future.');
  const issued = new Date(`${body.issuedOn}T00:00:00Z`);
  const validUntil = body.validUntil ?? new Date(Date.UTC(issued.getUTCFullYear() + 1, issued.getUTCMonth(), issued.getUTCDate() - 1)).toISOString().slice(0, 10);
  if (!DATE.test(validUntil) || validUntil < body.issuedOn) throw invalidField('validUntil', 'Must be a date on or after issuedOn.');
  if (body.referrerProviderNumber !== undefined && !/^[0-9]{6}[0-9A-Y][A-Y]$/i.test(body.referrerProviderNumber.replace(/\s/g, ''))) {
    throw invalidField('referrerProviderNumber', 'A Medicare provider number is 6 digits, a location character and a check letter.');
  }
  const record: MedicareReferralRecord = {
    _id: randomUUID(),
    patientId: user.sub,
    referrerName: body.referrerName.trim(),
    ...(body.referrerProviderNumber && { referrerProviderNumber: body.referrerProviderNumber.replace(/\s/g, '').toUpperCase() }),
    issuedOn: body.issuedOn,
    validUntil,
    createdAt: now,
  };
  await MedicareReferralModel.create(record);
  return toReferral(record);
}

export async function getCurrentMedicareReferral(user: AuthenticatedUser, now = new Date()): Promise<MedicareReferral> {
  requireClient(user);
  const referral = await currentReferral(user.sub, calendarDateIn(now, await clientTimeZoneOf(user.sub)));
  if (!referral) throw notFound('No current Medicare referral.');
  return toReferral(referral);
}

async function hasUsableCard(patientId: string, on: Date): Promise<boolean> {
  return (await PaymentCardModel.find({ patientId }).lean()).some((c) => cardUsableOn(c, on));
}

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
  const after = (await SessionModel.findById(sessionId, { paymentStatus: 1 }).lean())!;
  return { sessionId, paymentStatus: after.paymentStatus, outcome };
}

export async function checkSessionPaymentMethod(user: AuthenticatedUser, sessionId: string, rescheduleStartDate: string | undefined): Promise<PaymentMethodCheck> {
  const session = await participantSession(user, sessionId);
  const on = rescheduleStartDate ? parseInstant(rescheduleStartDate, 'rescheduleStartDate') : session.startsAt;
  const requiresPaymentMethod = (session.quote?.outOfPocketCents ?? 0) > 0;
  return { requiresPaymentMethod, hasValidPaymentMethod: await hasUsableCard(session.patientId, on) };
}
