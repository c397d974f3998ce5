import { configuration } from '../../../configuration';

// To a psychologist or GP about an administrator's decision, in the approved email's shape; each
// carries the administrator's reason word for word, so the person knows why.

type PractitionerType = 'psychologist' | 'gp';
const typeWord = (userType: PractitionerType) => (userType === 'gp' ? 'GP' : 'psychologist');
const contactLine = () => `If you have questions, contact us at ${configuration().publicUrl}/contact.`;

export function practitionerDeclinedEmail(firstName: string, userType: PractitionerType, reason: string): { subject: string; text: string } {
  return {
    subject: 'Your Harbour application was declined',
    text: [`Hi ${firstName},`, '', `We could not approve your Harbour ${typeWord(userType)} account. The reason:`, '', reason, '', contactLine(), '', 'Harbour'].join('\n'),
  };
}

export function practitionerSuspendedEmail(firstName: string, userType: PractitionerType, reason: string): { subject: string; text: string } {
  return {
    subject: 'Your Harbour account is suspended',
    text: [
      `Hi ${firstName},`,
      '',
      `Your Harbour ${typeWord(userType)} account is suspended: you cannot sign in, and clients cannot find or book you. The reason:`,
      '',
      reason,
      '',
      contactLine(),
      '',
      'Harbour',
    ].join('\n'),
  };
}

export function practitionerReinstatedEmail(firstName: string, userType: PractitionerType, reason: string): { subject: string; text: string } {
  return {
    subject: 'Your Harbour account is reinstated',
    text: [`Hi ${firstName},`, '', `Your Harbour ${typeWord(userType)} account is reinstated. You can sign in again at ${configuration().publicUrl}/login.`, '', reason, '', 'Harbour'].join('\n'),
  };
}
