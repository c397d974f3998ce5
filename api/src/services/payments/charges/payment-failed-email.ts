import { configuration } from '../../../configuration';
import { formatRecipientTime } from '../../notifications';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** To the client: a charge did not go through, for which session (on the client's own clock), why, and where to retry. */
export function paymentFailedEmail(failure: { sessionId: string; startsAt: Date; amountCents: number; reason: string }, clientZone: string): { subject: string; text: string } {
  const { publicUrl } = configuration();
  return {
    subject: 'Your Harbour session payment did not go through',
    text: [
      `We could not charge ${dollars(failure.amountCents)} for your session on ${formatRecipientTime(failure.startsAt, clientZone)}.`,
      `Reason: ${failure.reason}`,
      `Please retry the payment from your session page: ${publicUrl}/account/sessions/${failure.sessionId}`,
      `You can check or change your card in your settings: ${publicUrl}/account/settings`,
      'Until it is paid you will not be able to book another session.',
    ].join('\n\n'),
  };
}
