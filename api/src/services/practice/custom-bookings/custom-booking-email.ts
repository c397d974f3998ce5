import { configuration } from '../../../configuration';
import { formatRecipientTime } from '../../notifications';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface CustomBookingOffer {
  customBookingId: string;
  times: Date[];
  durationMinutes: number;
  priceCents: number;
  message?: string;
}

/** To the client: the times their psychologist offers, on the client's own clock, and where to accept. */
export function customBookingOfferedEmail(offer: CustomBookingOffer, clientZone: string): { subject: string; text: string } {
  const when = offer.times.map((t) => `- ${formatRecipientTime(t, clientZone)}`);
  return {
    subject: 'Your psychologist offered you a session time',
    text: [
      `Your psychologist offered ${offer.times.length === 1 ? 'a session time' : 'these session times'} (${offer.durationMinutes} minutes, ${dollars(offer.priceCents)}):`,
      when.join('\n'),
      ...(offer.message ? [`Their message: ${offer.message}`] : []),
      `Accept or decline: ${configuration().publicUrl}/account/custom-bookings/${offer.customBookingId}`,
    ].join('\n\n'),
  };
}
