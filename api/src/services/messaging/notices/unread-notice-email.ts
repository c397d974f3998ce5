import { configuration } from '../../../configuration';

/** A message waited unread: no message text (it may be clinical, and email is not a secure channel), a link that opens the conversation. */
export function unreadMessageNoticeEmail(conversationId: string): { subject: string; text: string } {
  return {
    subject: 'You have an unread message on Harbour',
    text: `You have an unread message on Harbour.\n\nSign in to read it: ${configuration().publicUrl}/?inbox=${encodeURIComponent(conversationId)}\n`,
  };
}
