import { configuration } from '../../configuration';

/**
 * To a partner invited to couples sessions: the link accepts — their partner page, or, for someone
 * without an account, the sign-up that finishes the partial account made for them.
 */
export function invitationEmail(inviterFirstName: string, inviteeFirstName: string, partialAccountId?: string) {
  const { publicUrl } = configuration();
  const link = partialAccountId ? `${publicUrl}/signup/${partialAccountId}` : `${publicUrl}/account/profile/partner`;
  return {
    subject: `${inviterFirstName} invited you to couples sessions on Harbour`,
    text: [
      `Hi ${inviteeFirstName},`,
      '',
      `${inviterFirstName} has invited you to join them for couples sessions on Harbour. Open this link to accept:`,
      '',
      link,
      '',
      'If you were not expecting this, you can ignore this email.',
      '',
      'Harbour',
    ].join('\n'),
  };
}
