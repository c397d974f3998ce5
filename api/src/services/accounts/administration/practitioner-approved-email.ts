import { configuration } from '../../../configuration';

/** To a psychologist or GP an administrator approved: where to sign in. */
export function practitionerApprovedEmail(firstName: string, userType: 'psychologist' | 'gp'): { subject: string; text: string } {
  return {
    subject: 'Your Harbour account is approved',
    text: [
      `Hi ${firstName},`,
      '',
      `Your Harbour ${userType === 'gp' ? 'GP' : 'psychologist'} account has been approved. You can now sign in at ${configuration().publicUrl}/login.`,
      '',
      'Harbour',
    ].join('\n'),
  };
}
