import { findAccountById } from '../../identity';
import { recipientZoneOf } from '../../notifications';
import { sendEmail } from '../../notifications';
import { paymentFailedEmail } from './payment-failed-email';
import { sessionOf, setSessionPaymentStatus } from '../../sessions';
import type { SessionRecord } from '../../sessions';
import { cardUsableOn, PatientPaymentSettingsModel, PaymentCardModel } from '../cards/payment-card.model';
import { paymentGateway, type ChargeOutcome } from '../gateway/payment-gateway';
import { SessionPaymentModel, type SessionPaymentRecord } from './session-payment.model';
import { isDuplicateKey } from '../../../lib/duplicate-key';

/** An attempt still 'Processing' after this long was abandoned (crash): it may be resumed. */
export const ABANDONED_ATTEMPT_MS = 2 * 60_000;

export type ChargeResult = 'paid' | 'failed' | 'requires-action' | 'not-required' | 'in-progress' | 'not-due' | 'already-paid';

/**
 * What a session owes: its out-of-pocket after it, or the late-cancellation fee; either way with
 * the fee of a late reschedule, so one charge covers everything (a session owes one late fee at most).
 */
export function amountDue(session: SessionRecord): { amountCents: number; purpose: SessionPaymentRecord['purpose'] } {
  const lateReschedule = session.lateRescheduleFeeCents ?? 0;
  if (session.sessionStatus === 'Cancelled') return { amountCents: (session.cancellation?.feeCents ?? 0) + lateReschedule, purpose: 'late-cancellation' };
  return { amountCents: (session.quote?.outOfPocketCents ?? 0) + lateReschedule, purpose: 'session' };
}

async function chargeCard(patientId: string) {
  const settings = await PatientPaymentSettingsModel.findById(patientId).lean();
  if (!settings) return undefined;
  const cards = await PaymentCardModel.find({ patientId }).lean();
  const usable = cards.filter((c) => cardUsableOn(c, new Date()));
  const card = usable.find((c) => c._id === settings.primaryPaymentMethodId) ?? usable[0];
  return card && { card, customerId: settings.stripeCustomerId };
}

async function emailFailure(session: SessionRecord, amountCents: number, message: string): Promise<void> {
  const account = await findAccountById(session.patientId);
  if (!account) return;
  // On the client's own clock: a Monday 10:00 AEDT session read in UTC would say Sunday.
  const zone = await recipientZoneOf(session.patientId, 'client', session.timezoneId);
  await sendEmail({ to: account.email, kind: 'payment-failed', ...paymentFailedEmail({ sessionId: session._id, startsAt: session.startsAt, amountCents, reason: message }, zone) });
}

/** The Stripe idempotency key of a session's one payment of a purpose: it names the payment, never an attempt. */
export const paymentKey = (sessionId: string, purpose: SessionPaymentRecord['purpose']) => `session-payment:${sessionId}:${purpose}`;

export const isAbandoned = (attempt: Pick<SessionPaymentRecord, 'status' | 'updatedAt'>, now: Date) =>
  attempt.status === 'Processing' && now.getTime() - attempt.updatedAt.getTime() >= ABANDONED_ATTEMPT_MS;

export interface ChargeOptions {
  /**
   * The caller computed this attempt number as "the next one" (a retry): if someone else inserted
   * it first, this caller lost the race and must not report that attempt's outcome as its own.
   */
  fresh?: boolean;
}

/**
 * Charges one attempt of a session, once. Safe to run twice and to resume after a crash: the
 * attempt's insert decides who charges. Every attempt confirms the session's one PaymentIntent
 * (created once, under a key naming the payment), and a PaymentIntent can succeed only once, so
 * even two attempts could not charge twice at Stripe.
 */
export async function chargeSession(sessionId: string, attempt: number, now = new Date(), options: ChargeOptions = {}): Promise<ChargeResult> {
  const session = await sessionOf(sessionId);
  if (!session) return 'not-required';
  if (session.paymentStatus === 'Paid') return 'already-paid';
  const { amountCents, purpose } = amountDue(session);
  // A session the psychologist has ended (Completed) is due at once, even before its booked end.
  if (session.sessionStatus === 'Pending' && session.endsAt > now) return 'not-due';
  if (amountCents <= 0) {
    await setSessionPaymentStatus(sessionId, 'NotRequired');
    return 'not-required';
  }
  const earlier = await SessionPaymentModel.find({ sessionId }).lean();
  if (earlier.some((a) => a.status === 'Succeeded')) {
    // Paid already (a crash may have left the session's own status behind).
    await setSessionPaymentStatus(sessionId, 'Paid');
    return 'already-paid';
  }
  const paymentId = `${sessionId}#${attempt}`;
  let payment: SessionPaymentRecord;
  try {
    payment = (await SessionPaymentModel.create({ _id: paymentId, sessionId, patientId: session.patientId, attempt, purpose, amountCents, status: 'Processing', createdAt: now, updatedAt: now })).toObject();
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    if (options.fresh) return 'in-progress';
    const existing = (await SessionPaymentModel.findById(paymentId).lean())!;
    if (existing.status === 'Succeeded') return 'already-paid';
    if (existing.status === 'Failed') return 'failed';
    if (existing.status === 'RequiresAction') return 'requires-action';
    // Processing: someone is charging now, unless they crashed long enough ago.
    if (!isAbandoned(existing, now)) return 'in-progress';
    payment = existing;
  }
  const source = await chargeCard(session.patientId);
  let outcome: ChargeOutcome;
  if (!source) outcome = { status: 'failed', message: 'No card on file.' };
  else {
    const key = paymentKey(sessionId, purpose);
    let paymentIntentId = payment.stripePaymentIntentId ?? earlier.filter((a) => a.purpose === purpose && a.stripePaymentIntentId).sort((a, b) => b.attempt - a.attempt)[0]?.stripePaymentIntentId;
    if (!paymentIntentId) {
      paymentIntentId = await paymentGateway().createPayment({
        customerId: source.customerId,
        amountCents,
        description: purpose === 'session' ? 'Harbour session' : 'Harbour late cancellation fee',
        idempotencyKey: key,
        metadata: { sessionId, purpose },
      });
      await SessionPaymentModel.updateOne({ _id: payment._id }, { $set: { stripePaymentIntentId: paymentIntentId } });
    }
    outcome = await paymentGateway().confirmPayment({ paymentIntentId, paymentMethodId: source.card.stripePaymentMethodId, idempotencyKey: `${key}:attempt-${attempt}` });
  }
  const updatedAt = new Date();
  if (outcome.status === 'succeeded') {
    await SessionPaymentModel.updateOne({ _id: payment._id }, { $set: { status: 'Succeeded', stripePaymentIntentId: outcome.paymentIntentId, cardId: source?.card._id, updatedAt } });
    await setSessionPaymentStatus(sessionId, 'Paid');
    return 'paid';
  }
  if (outcome.status === 'requires_action') {
    await SessionPaymentModel.updateOne(
      { _id: payment._id },
      { $set: { status: 'RequiresAction', stripePaymentIntentId: outcome.paymentIntentId, clientSecret: outcome.clientSecret, cardId: source?.card._id, updatedAt } },
    );
    await setSessionPaymentStatus(sessionId, 'Failed');
    await emailFailure(session, amountCents, 'Your bank asks you to confirm this payment.');
    return 'requires-action';
  }
  await SessionPaymentModel.updateOne(
    { _id: payment._id },
    { $set: { status: 'Failed', failureMessage: outcome.message, ...(outcome.paymentIntentId && { stripePaymentIntentId: outcome.paymentIntentId }), cardId: source?.card._id, updatedAt } },
  );
  await setSessionPaymentStatus(sessionId, 'Failed');
  await emailFailure(session, amountCents, outcome.message);
  return 'failed';
}

/**
 * The attempt a retry may make, or a refusal: none while an attempt is being charged or one has
 * succeeded. The number is the next after every attempt seen, so two retries reading the same
 * attempts insert the same number and the unique `_id` lets one of them through.
 */
export async function retryAttempt(sessionId: string, now: Date): Promise<{ attempt: number; resume: boolean } | { refused: string }> {
  const attempts = await SessionPaymentModel.find({ sessionId }).lean();
  if (attempts.some((a) => a.status === 'Succeeded')) return { refused: ALREADY_PAID };
  const running = attempts.find((a) => a.status === 'Processing');
  if (running && !isAbandoned(running, now)) return { refused: PAYMENT_IN_PROGRESS };
  // An abandoned attempt (its process died) is resumed under its own keys: Stripe replays it.
  if (running) return { attempt: running.attempt, resume: true };
  return { attempt: attempts.reduce((max, a) => Math.max(max, a.attempt), 0) + 1, resume: false };
}

export const ALREADY_PAID = 'This session is already paid.';
export const PAYMENT_IN_PROGRESS = 'A payment for this session is already being processed. Please wait a moment and check again.';
