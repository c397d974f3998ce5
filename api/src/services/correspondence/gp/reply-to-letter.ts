import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { findAccountById } from '../../identity';
import { sendEmail } from '../../notifications';
import { GpLetterModel } from '../practice/correspondence.model';
import { gpLetterReplyEmail } from './letter-reply-email';
import { GpLetterReplyModel } from './letter-reply.model';

export const REPLY_MAX_LENGTH = 4000;

export interface GpLetterReplyRequest {
  message: string;
}

export interface GpLetterReply {
  replyId: string;
  letterId: string;
  message: string;
  sentAt: Date;
}

/** The GP answers a letter addressed to them: stored and emailed to the psychologist who wrote it. Anyone else's letter: 404, nothing written. */
export async function replyToLetter(user: AuthenticatedUser, letterId: string, body: GpLetterReplyRequest, now = new Date()): Promise<GpLetterReply> {
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  if (!message) throw invalidField('message', 'Write your reply.');
  // NUL and lone surrogates are not text a person typed (and PostgreSQL refuses NUL).
  if (message.length > REPLY_MAX_LENGTH || message.includes('\u0000') || /[\uD800-\uDFFF]/.test(message.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''))) throw invalidField('message', `Must be at most ${REPLY_MAX_LENGTH} characters of text.`);
  const letter = await GpLetterModel.findById(letterId).lean();
  if (!letter || letter.gpId !== user.sub) throw notFound(`No letter '${letterId}'.`);
  const reply = { _id: randomUUID(), letterId, gpId: user.sub, psychologistId: letter.psychologistId, message, sentAt: now };
  await GpLetterReplyModel.create(reply);
  const psychologist = await findAccountById(letter.psychologistId);
  if (psychologist) await sendEmail({ to: psychologist.email, kind: 'gp-letter-reply', ...gpLetterReplyEmail(letter, message) });
  return { replyId: reply._id, letterId, message, sentAt: now };
}
