import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, forbidden } from '../../../http/problem';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { SessionQuestionnaireModel, SessionReviewModel } from './call-records.model';
import type { SessionQuestionnaireInput, SessionReview, SessionReviewInput } from './calls.types';
import { joinStateOf } from './join-window';
import { sessionForParticipant } from './session-access';

export const ALREADY_REVIEWED = 'You have already reviewed this session.';
export const NOT_YET_ENDED = 'You can review a session once it has ended.';

async function endedSessionOfClient(user: AuthenticatedUser, sessionId: string, now: Date) {
  const { session, role } = await sessionForParticipant(user, sessionId);
  if (role !== 'client') throw forbidden('Only the client reviews a session.');
  if (joinStateOf(session, now) !== 'ended') throw conflict(NOT_YET_ENDED);
  return session;
}

/** POST /sessions/{id}/review: one review per session, decided by a unique insert. */
export async function reviewSession(user: AuthenticatedUser, sessionId: string, input: SessionReviewInput, now = new Date()): Promise<SessionReview> {
  const session = await endedSessionOfClient(user, sessionId, now);
  const comment = input.comment?.trim() || undefined;
  try {
    await SessionReviewModel.create({ _id: session._id, patientId: user.sub, psychologistId: session.psychologistId, rating: input.rating, comment, createdAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(ALREADY_REVIEWED);
    throw err;
  }
  return { sessionId: session._id, rating: input.rating, ...(comment && { comment }), createdAt: now };
}

/** POST /sessions/{id}/questionnaire: the short post-session questionnaire, once per session. */
export async function submitQuestionnaire(user: AuthenticatedUser, sessionId: string, input: SessionQuestionnaireInput, now = new Date()): Promise<void> {
  const session = await endedSessionOfClient(user, sessionId, now);
  try {
    await SessionQuestionnaireModel.create({ _id: session._id, patientId: user.sub, answers: input.answers, createdAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict('You have already answered the questionnaire for this session.');
    throw err;
  }
}
