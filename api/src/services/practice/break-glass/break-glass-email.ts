import { formatRecipientTime } from '../../notifications';

/** To a psychologist whose case notes an administrator read in a break-glass read (the time in their zone). */
export function breakGlassReadEmail(firstName: string, patientName: string, noteCount: number, at: Date, zone: string, reason: string): { subject: string; text: string } {
  return {
    subject: 'An administrator read your case notes',
    text: [
      `Hi ${firstName},`,
      '',
      `On ${formatRecipientTime(at, zone)}, a Harbour administrator read ${noteCount === 1 ? '1 of your case notes' : `${noteCount} of your case notes`} about ${patientName}. The reason they gave:`,
      '',
      reason,
      '',
      "The read is recorded in the client's audit trail. If you have concerns, reply to this email.",
      '',
      'Harbour',
    ].join('\n'),
  };
}
