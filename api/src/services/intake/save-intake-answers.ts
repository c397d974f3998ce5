import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { notFound } from '../../http/problem';
import { recordAudit } from '../audit';
import { isPsychologist } from '../accounts';
import { IntakeAnswersModel, intakeAnswersId } from './intake-answers.model';
import { getIntakeQuestions } from './get-intake-questions';
import type { PatientIntakeQuestions, SaveIntakeAnswersRequest } from './intake.types';
import { validateIntakeAnswers } from './validate-intake-answers';
import { isDuplicateKey } from '../../lib/duplicate-key';

/**
 * POST /patients/{patientId}/psychologists/{psychologistId}/intake-questions: the client's own
 * answers for that psychologist. The first save is an insert (the pair's `_id` decides); a later
 * save replaces the answers (the client corrects them). Invalid answers: 422, nothing written.
 */
export async function saveIntakeAnswers(user: AuthenticatedUser, patientId: string, psychologistId: string, body: SaveIntakeAnswersRequest, now = new Date()): Promise<PatientIntakeQuestions> {
  if (user.userType !== 'client' || user.sub !== patientId) throw notFound(`No client '${patientId}'.`);
  if (!(await isPsychologist(psychologistId))) throw notFound(`No psychologist '${psychologistId}'.`);
  const { answers, riskFlagged } = validateIntakeAnswers(body?.answers);
  const _id = intakeAnswersId(patientId, psychologistId);
  try {
    await IntakeAnswersModel.create({ _id, patientId, psychologistId, answers, riskFlagged, createdAt: now, updatedAt: now });
    await recordAudit(user, { patientId, action: 'create', recordKind: 'intake-answers', recordId: _id }, now);
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    await IntakeAnswersModel.updateOne({ _id }, { $set: { answers, riskFlagged, updatedAt: now } });
    await recordAudit(user, { patientId, action: 'update', recordKind: 'intake-answers', recordId: _id }, now);
  }
  return getIntakeQuestions(user, patientId, psychologistId);
}
