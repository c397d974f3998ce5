import { breakGlassEmail } from '../../audit';

/** To a psychologist whose messages with a client an administrator read in a break-glass read (the time in their zone; the client is named in the body only, never in a subject line a lock screen shows). */
export function breakGlassMessagesEmail(firstName: string, patientName: string, messageCount: number, at: Date, zone: string, reason: string): { subject: string; text: string } {
  const messages = messageCount === 1 ? '1 message' : `${messageCount} messages`;
  return breakGlassEmail(firstName, 'An administrator read your messages with a client', `read your secure messages with ${patientName} (${messages})`, at, zone, reason);
}
