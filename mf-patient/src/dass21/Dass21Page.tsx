import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth, usePlatform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import {
  useGetDass21ProgressQuery,
  useGetDass21QuestionsQuery,
  useScoreDass21AnswersMutation,
  useSubmitMentalHealthCheckinMutation,
  type Dass21Outcome,
} from '@harbour/sdk/dass21';
import { Button, Container, FormActions, Loading, LoadError } from '@harbour/ui';
import { clearCheckin, isComplete, readCheckin, writeCheckin, type CheckinInProgress } from './pending-answers';
import { QuestionStep } from './QuestionStep';
import { ResultsView } from './ResultsView';
import { TrendChart } from './TrendChart';

import { DASS21_PATH } from './paths';
const ITEMS = 21;
const empty = (): CheckinInProgress => ({ answers: Array<number | null>(ITEMS).fill(null), index: 0 });

type View =
  | { kind: 'intro' }
  | { kind: 'question' }
  | { kind: 'saving' }
  | { kind: 'result'; outcome: Dass21Outcome; saved: boolean; psychologistTold: boolean };

/**
 * /mental-health-assessment/dass21: anyone may take the check-in; a signed-in client's is saved
 * (and a flagged one tells their psychologists). Answers live in sessionStorage until saved, so
 * signing in half-way or after the results loses nothing.
 */
export function Dass21Page() {
  const auth = useAuth();
  const platform = usePlatform();
  const isClient = auth.status === 'authenticated' && auth.user.userType === 'client';
  const questions = useGetDass21QuestionsQuery();
  const progress = useGetDass21ProgressQuery(undefined, { skip: !isClient });
  const [score] = useScoreDass21AnswersMutation();
  const [save] = useSubmitMentalHealthCheckinMutation();

  const [checkin, setCheckin] = useState<CheckinInProgress>(() => readCheckin() ?? empty());
  const [view, setView] = useState<View>({ kind: 'intro' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const update = (next: CheckinInProgress) => {
    setCheckin(next);
    writeCheckin(next);
  };

  const finish = useCallback(
    async (answers: number[]) => {
      setBusy(true);
      setProblem(null);
      try {
        if (isClient) {
          const saved = await save({ dass21CheckinRequest: { answers } }).unwrap();
          clearCheckin();
          setCheckin(empty());
          setView({ kind: 'result', outcome: saved, saved: true, psychologistTold: saved.psychologistsNotified > 0 });
        } else {
          const outcome = await score({ dass21CheckinRequest: { answers } }).unwrap();
          // Kept for saving after sign-in (anonymous takers); nothing to save for other account types.
          if (auth.status !== 'authenticated') writeCheckin({ answers, index: ITEMS - 1, awaitingSignIn: true });
          else clearCheckin();
          setView({ kind: 'result', outcome, saved: false, psychologistTold: false });
        }
      } catch (err) {
        // The answers stay in sessionStorage and on screen: trying again loses nothing.
        setProblem(`We could not ${isClient ? 'save' : 'score'} your check-in. ${errorMessageOf(err)}`);
        setView((v) => (v.kind === 'saving' ? { kind: 'question' } : v));
      } finally {
        setBusy(false);
      }
    },
    [isClient, auth.status, save, score],
  );

  // Back from signing in with a finished check-in waiting: save it now.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !isClient || !checkin.awaitingSignIn || !isComplete(checkin.answers)) return;
    resumed.current = true;
    setView({ kind: 'saving' });
    void finish(checkin.answers);
  }, [isClient, checkin, finish]);

  useEffect(() => {
    if (view.kind !== 'question') heading.current?.focus();
  }, [view.kind]);

  if (questions.error) {
    return (
      <Container>
        <h1>DASS-21 mental health check-in</h1>
        <LoadError what="the check-in" message={errorMessageOf(questions.error)} onRetry={() => void questions.refetch()} />
      </Container>
    );
  }
  if (!questions.data || auth.status === 'pending') return <Loading label="Loading the check-in" />;
  const questionnaire = questions.data;

  const trend = isClient && (
    <>
      {progress.error && <LoadError what="your past check-ins" message={errorMessageOf(progress.error)} onRetry={() => void progress.refetch()} />}
      {progress.data && progress.data.checkinCount > 0 && <TrendChart progress={progress.data} />}
      {progress.data && progress.data.checkinCount === 0 && view.kind === 'intro' && <p>Once you finish a check-in, your results over time show here.</p>}
    </>
  );

  if (view.kind === 'saving') return <Loading label="Saving your check-in" />;

  if (view.kind === 'question') {
    const { index, answers } = checkin;
    return (
      <Container>
        <h1>DASS-21 check-in</h1>
        <QuestionStep
          question={questionnaire.questions[index]}
          index={index}
          total={questionnaire.questions.length}
          options={questionnaire.answerOptions}
          answer={answers[index]}
          problem={problem}
          busy={busy}
          onAnswer={(value, advance) => {
            setProblem(null);
            const next = advance && index < ITEMS - 1 ? index + 1 : index;
            update({ ...checkin, answers: answers.map((a, i) => (i === index ? value : a)), index: next, awaitingSignIn: false });
          }}
          onBack={() => {
            setProblem(null);
            if (index === 0) setView({ kind: 'intro' });
            else update({ ...checkin, index: index - 1 });
          }}
          onNext={() => {
            if (answers[index] === null) return setProblem('Choose the answer that fits best to continue.');
            setProblem(null);
            if (index < ITEMS - 1) return update({ ...checkin, index: index + 1 });
            if (isComplete(answers)) void finish(answers);
          }}
        />
      </Container>
    );
  }

  if (view.kind === 'result') {
    const { outcome, saved, psychologistTold } = view;
    return (
      <Container>
        <h1 ref={heading} tabIndex={-1}>
          Your check-in results
        </h1>
        {saved && <p role="status">Saved to your account.</p>}
        <ResultsView outcome={outcome} psychologistTold={psychologistTold} />
        {auth.status === 'unauthenticated' && (
          <FormActions>
            <p>Sign in or create an account to save this check-in and see how you are going over time. Your answers are kept while you do.</p>
            <Button onClick={() => void platform.signIn({ returnTo: DASS21_PATH })}>Sign in to save this check-in</Button>
          </FormActions>
        )}
        {auth.status === 'authenticated' && !isClient && <p>Check-ins are saved for client accounts only, so this one was not saved.</p>}
        {trend}
        <FormActions>
          <Button
            variant="secondary"
            onClick={() => {
              clearCheckin();
              setCheckin(empty());
              setView({ kind: 'intro' });
            }}
          >
            Back to the start
          </Button>
        </FormActions>
      </Container>
    );
  }

  const started = checkin.answers.some((a) => a !== null);
  return (
    <Container>
      <h1 ref={heading} tabIndex={-1}>
        DASS-21 mental health check-in
      </h1>
      <p>
        The Depression, Anxiety and Stress Scale has 21 short statements and takes about five minutes. Your answers help
        you and your psychologist see how you are going over time.
      </p>
      <h2>How to answer</h2>
      <p>{questionnaire.instructions}</p>
      <ul>
        {questionnaire.answerOptions.map((o) => (
          <li key={o.value}>
            <strong>{o.value}</strong> — {o.label}
          </li>
        ))}
      </ul>
      <p>
        {isClient
          ? 'Your check-in is saved to your account.'
          : 'You can take it without signing in; sign in at the end to save it to your account.'}
      </p>
      <p>
        <strong>If you need help now:</strong> call <a href="tel:000">000</a> in an emergency, or Lifeline on{' '}
        <a href="tel:131114">13 11 14</a> for crisis support.
      </p>
      <FormActions>
        <Button
          onClick={() => {
            const fresh = started && !checkin.awaitingSignIn ? checkin : empty();
            update(fresh);
            setView({ kind: 'question' });
          }}
        >
          {started && !checkin.awaitingSignIn ? `Continue from question ${checkin.index + 1}` : 'Start the check-in'}
        </Button>
        {started && !checkin.awaitingSignIn && (
          <Button
            variant="secondary"
            onClick={() => {
              update(empty());
              setView({ kind: 'question' });
            }}
          >
            Start again
          </Button>
        )}
      </FormActions>
      {trend}
    </Container>
  );
}
