import { configuration } from '../../../configuration';

/** To the psychologist: a GP's reply to their letter, word for word, and where their correspondence is. */
export function gpLetterReplyEmail(letter: { gpName: string; subject: string }, message: string): { subject: string; text: string } {
  return {
    subject: `Reply from ${letter.gpName}: ${letter.subject}`,
    text: [message, `Your correspondence in Harbour: ${configuration().publicUrl}/psychologists/account/correspondence`].join('\n\n'),
  };
}
