import { configuration } from '../../../configuration';

/** A letter (or a request for a new referral) to a GP: its text, and, for a GP with a Harbour account, where to read it there. */
export function gpLetterEmail(letter: { subject: string; body: string; gpId?: string }): { subject: string; text: string } {
  const link = letter.gpId ? `Read it in your Harbour area: ${configuration().publicUrl}/gp/account/correspondence` : '';
  return { subject: letter.subject, text: [letter.body, link].filter(Boolean).join('\n\n') };
}
