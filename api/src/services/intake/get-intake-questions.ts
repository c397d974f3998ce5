import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { recordAudit } from '../audit';
import { sessionsOfPatient } from '../sessions';
import { intakeQuestions } from '../reference-data';
import { IntakeAnswersModel, intakeAnswersId } from './intake-answers.model';
import { checkIntakeReader } from './intake-access';
import type { PatientIntakeQuestions } from './intake.types';

export const intakeQuestionViews = () =>
  [...intakeQuestions].sort((a, b) => a.sortOrder - b.sortOrder).map(({ intakeQuestionId, text, type, options, required }) => ({ intakeQuestionId, text, type, ...(options && { options: [...options] }), required }));

/** GET /patients/{patientId}/intake-questions?psychId=: the questions, whether they are due, and the answers once given. */
export async function getIntakeQuestions(user: AuthenticatedUser, patientId: string, psychologistId: string): Promise<PatientIntakeQuestions> {
  const role = await checkIntakeReader(user, patientId, psychologistId);
  const [record, sessions] = await Promise.all([IntakeAnswersModel.findById(intakeAnswersId(patientId, psychologistId)).lean(), sessionsOfPatient(patientId, { fields: ['psychologistId', 'sessionStatus'] })]);
  // A first session: none with this psychologist yet that was not cancelled.
  const seenBefore = sessions.some((s) => s.psychologistId === psychologistId && s.sessionStatus !== 'Cancelled');
  if (record && role === 'psychologist') await recordAudit(user, { patientId, action: 'read', recordKind: 'intake-answers', recordId: record._id });
  return {
    patientId,
    psychologistId,
    isRequired: !record && !seenBefore,
    questions: intakeQuestionViews(),
    ...(record && { answers: record.answers.map((a) => ({ intakeQuestionId: a.intakeQuestionId, values: [...a.values] })), riskFlagged: record.riskFlagged, answeredAt: record.updatedAt }),
  };
}
