import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict } from '../../../http/problem';
import { participantSession } from '../../sessions';
import { psychologistProfileOf } from '../../accounts';
import { PaymentCardModel } from '../cards/payment-card.model';
import { SessionPaymentModel } from '../charges/session-payment.model';
import { refundsOfSession } from '../refunds/session-refunds';
import type { SessionReceipt } from './receipt.types';

/** Sessions that carry a Medicare rebate (the client claims it, or it was bulk billed). */
const MEDICARE_TYPES = new Set(['Medicare', 'BulkBilled']);

/**
 * The receipt of a session that took place and is settled (paid, or nothing to pay), for its
 * client or psychologist (anyone else: 404). 409 before then: a receipt never shows a charge that
 * has not happened.
 */
export async function sessionReceipt(user: AuthenticatedUser, sessionId: string): Promise<SessionReceipt> {
  const session = await participantSession(user, sessionId);
  if (session.sessionStatus !== 'Completed' || (session.paymentStatus !== 'Paid' && session.paymentStatus !== 'NotRequired')) {
    throw conflict('There is no receipt for this session yet: it is issued once the session has taken place and is paid.');
  }
  const [psychologist, payments, refunds] = await Promise.all([
    psychologistProfileOf(session.psychologistId),
    SessionPaymentModel.find({ sessionId }).lean(),
    refundsOfSession(sessionId),
  ]);
  const paid = payments.filter((p) => p.status === 'Succeeded' && p.purpose === 'session').sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  const card = paid?.cardId ? await PaymentCardModel.findById(paid.cardId).lean() : undefined;
  const quote = session.quote ?? { feeCents: 0, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 0 };
  return {
    sessionId,
    receiptNumber: `HB-${session.startsAt.toISOString().slice(0, 10).replace(/-/g, '')}-${sessionId.slice(0, 8).toUpperCase()}`,
    sessionStartDate: session.startsAt,
    timezoneId: session.timezoneId,
    durationMinutes: session.durationMinutes,
    psychologistName: psychologist ? `${psychologist.firstName} ${psychologist.lastName}` : 'Your psychologist',
    ...(psychologist?.providerNumber && { providerNumber: psychologist.providerNumber }),
    sessionType: session.sessionType,
    ...(quote.item && { itemNumber: quote.item }),
    feeCents: quote.feeCents,
    rebateCents: quote.rebateCents,
    funderPaysCents: quote.funderPaysCents,
    discountCents: quote.discountCents,
    amountPaidCents: paid?.amountCents ?? (session.paymentStatus === 'Paid' ? quote.outOfPocketCents : 0),
    ...(paid && { paidAt: paid.updatedAt }),
    ...(card && { cardBrand: card.brand, cardLast4: card.last4 }),
    ...(refunds.length > 0 && { refunds }),
    refundedCents: refunds.reduce((sum, r) => sum + r.amountCents, 0),
    isMedicareClaimable: MEDICARE_TYPES.has(session.sessionType) && quote.rebateCents > 0,
  };
}
