import { AccountModel } from '../../identity/accounts/account.model';
import { recipientZoneOf } from '../../notifications/recipient-zone';
import { sendEmail } from '../../notifications/send-email';
import { paymentFailedEmail } from './payment-failed-email';
import { SessionModel, type SessionRecord } from '../../sessions/records/session.model';
import { cardUsableOn, PatientPaymentSettingsModel, PaymentCardModel } from '../cards/payment-card.model';
import { paymentGateway, type ChargeOutcome } from '../gateway/payment-gateway';
import { SessionPaymentModel, type SessionPaymentRecord } from './session-payment.model';

const isDuplicateKey = (err: unknown) => (err as { code?: number })?.code === 11000;

/** An attempt still 'Processing' after this long was abandoned (crash): it may be resumed. */
export const ABANDONED_ATTEMPT_MS = 2 * 60_000;

export type ChargeResult = 'paid' | 'failed' | 'requires-action' | 'not-required' | 'in-progress' | 'not-due' | 'already-paid';

/** What a session owes now: its out-of-pocket after it, or the late-cancellation fee. */
export function amountDue(session: SessionRecord): { amountCents: number; purpose: SessionPaymentRecord['purpose'] } {
  if (session.sessionStatus === 'Cancelled') return { amountCents: session.cancellation?.feeCents ?? 0, purpose: 'late-cancellation' };
  return { amountCents: session.quote?.outOfPocketCents ?? 0, purpose: 'session' };
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
  const account = await AccountModel.findById(session.patientId).lean();
  if (!account) return;
  // On the client's own clock: a Monday 10:00 AEDT session read in UTC would say Sunday.
  const zone = await recipientZoneOf(session.patientId, 'client', session.timezoneId);
  await sendEmail({ to: account.email, kind: 'payment-failed', ...paymentFailedEmail({ sessionId: session._id, startsAt: session.startsAt, amountCents, reason: message }, zone) });
}

/**
 * Charges one attempt of a session, once. Safe to run twice and to resume after a crash: the
 * attempt's insert decides who charges; a resumed attempt reuses its Stripe idempotency key.
 */
export async function chargeSession(sessionId: string, attempt: number, now = new Date()): Promise<ChargeResult> {
  const session = await SessionModel.findById(sessionId).lean();
  if (!session) return 'not-required';
  if (session.paymentStatus === 'Paid') return 'already-paid';
  const { amountCents, purpose } = amountDue(session);
  // A session the psychologist has ended (Completed) is due at once, even before its booked end.
  if (session.sessionStatus === 'Pending' && session.endsAt > now) return 'not-due';
  if (amountCents <= 0) {
    await SessionModel.updateOne({ _id: sessionId }, { $set: { paymentStatus: 'NotRequired' } });
    return 'not-required';
  }
  const paymentId = `${sessionId}#${attempt}`;
  let payment: SessionPaymentRecord;
  try {
    payment = (await SessionPaymentModel.create({ _id: paymentId, sessionId, patientId: session.patientId, attempt, purpose, amountCents, status: 'Processing', createdAt: now, updatedAt: now })).toObject();
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const existing = (await SessionPaymentModel.findById(paymentId).lean())!;
    if (existing.status === 'Succeeded') return 'already-paid';
    if (existing.status === 'Failed') return 'failed';
    if (existing.status === 'RequiresAction') return 'requires-action';
    // Processing: someone is charging now, unless they crashed long enough ago.
    if (now.getTime() - existing.updatedAt.getTime() < ABANDONED_ATTEMPT_MS) return 'in-progress';
    payment = existing;
  }
  const source = await chargeCard(session.patientId);
  const outcome = source
    ? await paymentGateway().charge({
        customerId: source.customerId,
        paymentMethodId: source.card.stripePaymentMethodId,
        amountCents,
        description: purpose === 'session' ? 'Harbour session' : 'Harbour late cancellation fee',
        idempotencyKey: `charge:${sessionId}:${attempt}`,
        metadata: { sessionId, attempt: String(attempt), purpose },
      })
    : ({ status: 'failed', message: 'No card on file.' } as ChargeOutcome);
  const updatedAt = new Date();
  if (outcome.status === 'succeeded') {
    await SessionPaymentModel.updateOne({ _id: payment._id }, { $set: { status: 'Succeeded', stripePaymentIntentId: outcome.paymentIntentId, cardId: source?.card._id, updatedAt } });
    await SessionModel.updateOne({ _id: sessionId }, { $set: { paymentStatus: 'Paid' } });
    return 'paid';
  }
  if (outcome.status === 'requires_action') {
    await SessionPaymentModel.updateOne(
      { _id: payment._id },
      { $set: { status: 'RequiresAction', stripePaymentIntentId: outcome.paymentIntentId, clientSecret: outcome.clientSecret, cardId: source?.card._id, updatedAt } },
    );
    await SessionModel.updateOne({ _id: sessionId }, { $set: { paymentStatus: 'Failed' } });
    await emailFailure(session, amountCents, 'Your bank asks you to confirm this payment.');
    return 'requires-action';
  }
  await SessionPaymentModel.updateOne(
    { _id: payment._id },
    { $set: { status: 'Failed', failureMessage: outcome.message, ...(outcome.paymentIntentId && { stripePaymentIntentId: outcome.paymentIntentId }), cardId: source?.card._id, updatedAt } },
  );
  await SessionModel.updateOne({ _id: sessionId }, { $set: { paymentStatus: 'Failed' } });
  await emailFailure(session, amountCents, outcome.message);
  return 'failed';
}

/** The next attempt number for a session (a retry inserts it; two retries at once: one wins). */
export async function nextAttempt(sessionId: string): Promise<number> {
  const attempts = await SessionPaymentModel.find({ sessionId }, { attempt: 1 }).lean();
  return attempts.reduce((max, a) => Math.max(max, a.attempt), 0) + 1;
}
