import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { recordAudit } from '../audit';
import type { Dass21SessionAnswers } from './dass21.types';
import { DASS21_ANSWER_OPTIONS, DASS21_ITEMS } from './questions';
import { Dass21ResultModel } from './records/dass21-result.model';
import { toDass21Result } from './result-view';
import { sessionForDass21Reader, sessionResultId } from './submit-for-session';

/**
 * GET /dass21/session/{id}/question-answers: the check-in answered for this session, item by item,
 * for the session's client and its psychologist (whose read is audited).
 */
export async function sessionQuestionAnswers(user: AuthenticatedUser, sessionId: string): Promise<Dass21SessionAnswers> {
  const session = await sessionForDass21Reader(user, sessionId);
  const record = await Dass21ResultModel.findById(sessionResultId(sessionId)).lean();
  if (!record) return { sessionId, questionAnswers: [] };
  if (user.sub !== record.patientId) {
    await recordAudit(user, { patientId: session.patientId, action: 'read', recordKind: 'dass21-result', recordId: record._id });
  }
  return {
    sessionId,
    result: toDass21Result(record),
    questionAnswers: record.answers.map((answer, i) => ({
      itemNumber: i + 1,
      text: DASS21_ITEMS[i],
      answer,
      answerLabel: DASS21_ANSWER_OPTIONS[answer].label,
    })),
  };
}
