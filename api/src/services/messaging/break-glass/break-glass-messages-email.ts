import { formatRecipientTime } from '../../notifications';

/** To a psychologist whose messages with a client an administrator read in a break-glass read (the time in their zone; the client is named in the body only, never in a subject line a lock screen shows). */
export function breakGlassMessagesEmail(firstName: string, patientName: string, messageCount: number, at: Date, zone: string, reason: string): { subject: string; text: string } {
  return {
    subject: 'An administrator read your messages with a client',
    text: [
      `Hi ${firstName},`,
      '',
      `On ${formatRecipientTime(at, zone)}, a Harbour administrator read your secure messages with ${patientName} (${messageCount === 1 ? '1 message' : `${messageCount} messages`}). The reason they gave:`,
      '',
      reason,
      '',
      "The read is recorded in the client's audit trail. If you have concerns, reply to this email.",
      '',
      'Harbour',
    ].join('\n'),
  };
}
