import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { hasUsableCard } from '../../payments';
import { parseInstant, participantSession } from '../../sessions';
import type { PaymentMethodCheck } from './cancellation.types';

/** Whether the client has a card valid on the session's (new) date, when the session costs them anything. */
export async function checkSessionPaymentMethod(user: AuthenticatedUser, sessionId: string, rescheduleStartDate: string | undefined): Promise<PaymentMethodCheck> {
  const session = await participantSession(user, sessionId);
  const on = rescheduleStartDate ? parseInstant(rescheduleStartDate, 'rescheduleStartDate') : session.startsAt;
  const requiresPaymentMethod = (session.quote?.outOfPocketCents ?? 0) > 0;
  return { requiresPaymentMethod, hasValidPaymentMethod: await hasUsableCard(session.patientId, on) };
}
