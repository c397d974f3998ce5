import { CODE_TTL_MS } from '../../../security/one-time-codes/verification-code';

/** To the owner of an address that someone tried to sign up with again: no code, what to do. */
export function accountExistsEmail(firstName: string): { subject: string; text: string } {
  return {
    subject: 'Your Harbour verification code',
    text: [
      `Hi ${firstName},`,
      '',
      'Someone (perhaps you) tried to create a Harbour account with this email address, but it already has one.',
      'Sign in instead, or reset your password if you have forgotten it. If it was not you, you can ignore this email.',
      '',
      'Harbour',
    ].join('\n'),
  };
}

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
