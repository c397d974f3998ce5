import { configuration } from '../../configuration';
import { psychologistWantsEmail } from '../directory';
import { sendEmail } from '../notifications';

export interface GpName {
  name: string;
  practiceName?: string;
}

const signOff = ['', 'Harbour'];

/** To a new patient: their GP referred them; the link finishes their account (/signup/{partialAccountId}). */
export function referralInvitationEmail(firstName: string, gp: GpName, partialAccountId: string): { subject: string; text: string } {
  const link = `${configuration().publicUrl}/signup/${partialAccountId}`;
  return {
    subject: `${gp.name} has referred you to Harbour`,
    text: [
      `Hi ${firstName},`,
      '',
      `${gp.name}${gp.practiceName ? ` (${gp.practiceName})` : ''} has referred you to a psychologist at Harbour, with a mental health care plan. We have started an account for you, with the referral already attached to your Medicare details.`,
      '',
      'To finish it, open this link, confirm your email with the code we send you and choose a password. Then you can book your first session:',
      '',
      link,
      ...signOff,
    ].join('\n'),
  };
}

export function sendReferralInvitation(to: string, firstName: string, gp: GpName, partialAccountId: string) {
  return sendEmail({ to, kind: 'gp-referral-invitation', ...referralInvitationEmail(firstName, gp, partialAccountId) });
}

/** To an existing client: a referral was added to their account. */
export function referralAddedEmail(firstName: string, gp: GpName, sessionsApproved: number): { subject: string; text: string } {
  return {
    subject: 'A referral was added to your Harbour account',
    text: [
      `Hi ${firstName},`,
      '',
      `${gp.name} added a referral to your Harbour account: ${sessionsApproved} Medicare-rebated sessions are now approved on it. You can see it under Medicare in your account:`,
      '',
      `${configuration().publicUrl}/account/medicare`,
      ...signOff,
    ].join('\n'),
  };
}

export function sendReferralAdded(to: string, firstName: string, gp: GpName, sessionsApproved: number) {
  return sendEmail({ to, kind: 'gp-referral-added', ...referralAddedEmail(firstName, gp, sessionsApproved) });
}

/** To the psychologist: a GP referred a patient to them, or answered their review request; the link is their patients. */
export function referralToPsychologistEmail(subject: string, lines: string[]): { subject: string; text: string } {
  return { subject, text: [...lines, '', `${configuration().publicUrl}/psychologists/account/patients`, ...signOff].join('\n') };
}

/** Sent unless the psychologist turned "new referrals" off. */
export async function sendReferralToPsychologist(psychologist: { _id: string; email: string }, subject: string, lines: string[]): Promise<void> {
  if (!(await psychologistWantsEmail(psychologist._id, 'newReferrals'))) return;
  await sendEmail({ to: psychologist.email, kind: 'gp-referral-received', ...referralToPsychologistEmail(subject, lines) });
}
