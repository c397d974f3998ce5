import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetPatientIntakeQuestionsQuery, useSaveIntakeAnswersMutation, type IntakeQuestionView } from '@harbour/sdk/intake';
import { Button, FormAlert, Loading } from '@harbour/ui';
import { useDraft } from './checkout-draft';
import { intakeRequest, missingAnswers, problemsByQuestion, type IntakeAnswers as Answers } from './intake-answers';

/**
 * Intake questions before the first session with this psychologist (spec §7 intake-questions):
 * asked in the checkout only while due (no session with them yet, nothing answered), stored for
 * this client and psychologist; the page does not book while they are due.
 */
export function IntakeSection({ patientId, psychologistId }: { patientId: string; psychologistId: string }) {
  const intake = useGetPatientIntakeQuestionsQuery({ patientId, psychId: psychologistId });
  const [save, saving] = useSaveIntakeAnswersMutation();
  const [answers, setAnswers] = useDraft<Answers>(`intake:${psychologistId}`, {});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState(false);

  if (intake.isLoading) return <Loading label="Loading your intake questions" />;
  if (intake.error) return <p role="alert">Your intake questions could not be loaded: {errorMessageOf(intake.error)}</p>;
  if (!intake.data) return null;
  if (!intake.data.isRequired) {
    return saved ? (
      <p role="status" data-testid="intake-saved">
        Thank you: your answers are saved for your psychologist.
      </p>
    ) : null;
  }
  const questions = intake.data.questions;
  const set = (id: number, values: string[]) => setAnswers((current) => ({ ...current, [id]: values }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const problems = missingAnswers(questions, answers);
    setErrors(problems);
    if (Object.keys(problems).length) {
      setAlert(`Please answer ${Object.keys(problems).length === 1 ? 'the question marked below' : 'the questions marked below'}.`);
      document.getElementById(`intake-${Object.keys(problems)[0]}`)?.focus();
      return;
    }
    try {
      await save({
        patientId,
        psychologistId,
        saveIntakeAnswersRequest: intakeRequest(answers),
      }).unwrap();
      setSaved(true);
    } catch (error) {
      setErrors(problemsByQuestion(fieldErrorsOf(error, { fullNames: true })));
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <>
      <p>These questions help your psychologist prepare. Only you and your psychologist can read your answers.</p>
      <form noValidate onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: '1rem' }}>
        <FormAlert message={alert} />
        {questions.map((q) => (
          <IntakeField key={q.intakeQuestionId} question={q} values={answers[q.intakeQuestionId] ?? []} onChange={(v) => set(q.intakeQuestionId, v)} error={errors[q.intakeQuestionId]} />
        ))}
        <Button type="submit" variant="secondary" loading={saving.isLoading}>
          Save my answers
        </Button>
      </form>
    </>
  );
}

function IntakeField({ question, values, onChange, error }: { question: IntakeQuestionView; values: string[]; onChange: (values: string[]) => void; error?: string }) {
  const id = `intake-${question.intakeQuestionId}`;
  const errorId = `${id}-error`;
  const label = `${question.text}${question.required ? ' (required)' : ' (optional)'}`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true as const } : {};
  const errorText = error ? (
    <span id={errorId} role="alert" style={{ fontWeight: 600 }}>
      {error}
    </span>
  ) : null;
  if (question.type === 'text') {
    return (
      <label className="field" htmlFor={id}>
        {label}
        <textarea id={id} rows={3} maxLength={2000} value={values[0] ?? ''} onChange={(e) => onChange([e.target.value])} {...described} />
        {errorText}
      </label>
    );
  }
  if (question.type === 'select' || question.type === 'scale') {
    return (
      <label className="field" htmlFor={id}>
        {label}
        <select id={id} value={values[0] ?? ''} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])} {...described}>
          <option value="">Choose an answer</option>
          {question.options?.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
        {errorText}
      </label>
    );
  }
  const options = question.type === 'boolean' ? ['Yes', 'No'] : (question.options ?? []);
  const multiple = question.type === 'multiselect';
  return (
    <fieldset id={id} tabIndex={-1} {...described}>
      <legend>{label}</legend>
      {options.map((o) => (
        <label className="radio" key={o}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={id}
            value={o}
            checked={values.includes(o)}
            onChange={(e) => onChange(multiple ? (e.target.checked ? [...values, o] : values.filter((v) => v !== o)) : [o])}
          />
          {o}
        </label>
      ))}
      {errorText}
    </fieldset>
  );
}
