import { useId } from 'react';
import { useAuth } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPatientIntakeQuestionsQuery, type PatientIntakeQuestions } from '@harbour/sdk/intake';
import { Loading, LoadError } from '@harbour/ui';
import { Badge, Card, Muted, dateTime } from '../layout/practiceStyles';

/** Question text with the answer given, in the questions' order; unanswered optional questions are left out. */
export function answeredQuestions(intake: PatientIntakeQuestions): { question: string; answer: string }[] {
  const byId = new Map((intake.answers ?? []).map((a) => [a.intakeQuestionId, a.values]));
  return intake.questions.flatMap((q) => {
    const values = byId.get(q.intakeQuestionId);
    return values && values.length ? [{ question: q.text, answer: values.join(', ') }] : [];
  });
}

/** The intake answers the client gave this psychologist before their first session (reading them is audited). */
export function IntakeAnswersPanel({ patientId }: { patientId: string }) {
  const id = useId();
  const auth = useAuth();
  const psychId = auth.status === 'authenticated' ? auth.user.sub : '';
  const intake = useGetPatientIntakeQuestionsQuery({ patientId, psychId }, { skip: !psychId });
  const answers = intake.data ? answeredQuestions(intake.data) : [];
  return (
    <Card aria-labelledby={`${id}-intake`}>
      <h2 id={`${id}-intake`}>Intake answers</h2>
      {intake.error ? (
        <LoadError what="the intake answers" message={errorMessageOf(intake.error)} onRetry={() => void intake.refetch()} />
      ) : !intake.data ? (
        <Loading label="Loading the intake answers" />
      ) : !intake.data.answers ? (
        <p>The client has not answered the intake questions yet.</p>
      ) : (
        <>
          <Muted>
            Answered {intake.data.answeredAt ? dateTime(intake.data.answeredAt) : ''}
            {intake.data.riskFlagged && (
              <>
                {' '}
                <Badge>Risk flagged: check the answers before the session</Badge>
              </>
            )}
          </Muted>
          <dl>
            {answers.map((a) => (
              <div key={a.question}>
                <dt>
                  <strong>{a.question}</strong>
                </dt>
                <dd>{a.answer}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Card>
  );
}
