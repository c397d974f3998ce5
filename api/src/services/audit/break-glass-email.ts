import { formatRecipientTime } from '../notifications';

/**
 * The email every break-glass read sends at once to each practitioner concerned: what was read
 * (`read` finishes "a Harbour administrator …"), when in their zone, and the reason. The subject
 * never names the client (a lock screen shows it); the body does. One wording for every kind.
 */
export function breakGlassEmail(firstName: string, subject: string, read: string, at: Date, zone: string, reason: string): { subject: string; text: string } {
  return {
    subject,
    text: [
      `Hi ${firstName},`,
      '',
      `On ${formatRecipientTime(at, zone)}, a Harbour administrator ${read}. The reason they gave:`,
      '',
      reason,
      '',
      "The read is recorded in the client's audit trail. If you have concerns, reply to this email.",
      '',
      'Harbour',
    ].join('\n'),
  };
}
