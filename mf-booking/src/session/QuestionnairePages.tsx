import { useState } from 'react';
import { Link, useSearchParams } from '@harbour/router';
import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import { useSubmitSessionQuestionnaireMutation } from '@harbour/sdk/sessions';
import { Button, Container } from '@harbour/ui';

/** The short post-session questionnaire: three statements on a 0–4 agreement scale. */
export const QUESTIONS = [
  { questionId: 'felt-heard', text: 'I felt heard and understood.' },
  { questionId: 'worked-on-what-mattered', text: 'We worked on what I wanted to work on.' },
  { questionId: 'video-worked', text: 'The video and sound worked well.' },
];
const SCALE = ['Not at all', 'A little', 'Somewhat', 'Mostly', 'Completely'];

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin-block: 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

/** /session/questionnaire: what it is, then the questions. */
export function QuestionnaireIntroPage() {
  const [params] = useSearchParams();
  return (
    <Container>
      <h1>Three questions about your session</h1>
      <p>It takes under a minute. Your answers help your psychologist and us improve your sessions.</p>
      <p>
        <Link to={`/session/questionnaire/questions?${params.toString()}`}>Start the questions</Link>
      </p>
    </Container>
  );
}

/** /session/questionnaire/questions?sessionId= */
export function QuestionnaireQuestionsPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [submit, sending] = useSubmitSessionQuestionnaireMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Container>
        <h1>Thank you</h1>
        <p role="status">Your answers have been saved.</p>
        <Link to="/account">Go to your account</Link>
      </Container>
    );
  }

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing = QUESTIONS.find((q) => answers[q.questionId] === undefined);
    if (missing) return setProblem(`Please answer: ${missing.text}`);
    const result = await submit({ id: sessionId, sessionQuestionnaireInput: { answers: QUESTIONS.map((q) => ({ questionId: q.questionId, answer: answers[q.questionId] })) } });
    if ('error' in result) return setProblem(errorMessageOf(result.error));
    setSent(true);
  };

  return (
    <Container>
      <h1>About your session</h1>
      <form onSubmit={(e) => void send(e)} noValidate>
        {QUESTIONS.map((q) => (
          <Fieldset key={q.questionId}>
            <legend>{q.text}</legend>
            {SCALE.map((label, value) => (
              <label key={label}>
                <input type="radio" name={q.questionId} checked={answers[q.questionId] === value} onChange={() => setAnswers({ ...answers, [q.questionId]: value })} /> {label}
              </label>
            ))}
          </Fieldset>
        ))}
        {problem && <p role="alert">{problem}</p>}
        <Button type="submit" loading={sending.isLoading}>
          Send answers
        </Button>
      </form>
    </Container>
  );
}
