import { CODE_TTL_MS } from '../../../security/one-time-codes/verification-code';

/** The email carrying a one-time code: the code on a line of its own, and how long it lasts. */
export function verificationEmail(firstName: string, code: string, purpose: string): { subject: string; text: string } {
  const minutes = CODE_TTL_MS / 60_000;
  return {
    subject: 'Your Harbour verification code',
    text: [
      `Hi ${firstName},`,
      '',
      `Your Harbour verification code ${purpose} is:`,
      '',
      `    ${code}`,
      '',
      `It expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
      '',
      'Harbour',
    ].join('\n'),
  };
}
