import type { IntakeQuestionView } from '@harbour/sdk/intake';

/** Answers by question id; a question may take several (multiselect). */
export type IntakeAnswers = Record<number, string[]>;

/** Problems the API would name, found in the page first: a required question left blank. */
export function missingAnswers(questions: readonly IntakeQuestionView[], answers: IntakeAnswers): Record<number, string> {
  const problems: Record<number, string> = {};
  for (const q of questions) if (q.required && !(answers[q.intakeQuestionId] ?? []).some((v) => v.trim())) problems[q.intakeQuestionId] = 'Please answer this question.';
  return problems;
}

/** The request body: blank values dropped, questions in id order. */
export const intakeRequest = (answers: IntakeAnswers) => ({
  answers: Object.entries(answers)
    .map(([id, values]) => ({ intakeQuestionId: Number(id), values: values.filter((v) => v.trim()) }))
    .filter((answer) => answer.values.length > 0)
    .sort((a, b) => a.intakeQuestionId - b.intakeQuestionId),
});

/** The API's 422 names each question `answers.<id>`: back to question ids. */
export function problemsByQuestion(fields: Record<string, string> | undefined): Record<number, string> {
  const problems: Record<number, string> = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    const id = Number(/^answers\.(\d+)$/.exec(field)?.[1]);
    if (Number.isInteger(id) && id > 0) problems[id] = message;
  }
  return problems;
}
