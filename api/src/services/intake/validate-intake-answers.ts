import { HttpProblem } from '../../http/problem';
import { intakeQuestions, SELF_HARM_INTAKE_QUESTION_ID, SELF_HARM_RISK_ANSWERS } from '../reference-data';
import type { IntakeAnswer } from './intake.types';

const MAX_TEXT = 2000;

/**
 * Pure: checks answers against the intake taxonomy (every required question answered, a choice
 * among its options, text at most 2000 characters) and returns them cleaned, or throws a 422
 * naming each field (`answers.<intakeQuestionId>`).
 */
export function validateIntakeAnswers(input: IntakeAnswer[] | undefined): { answers: IntakeAnswer[]; riskFlagged: boolean } {
  const problems: Record<string, string> = {};
  const given = new Map<number, string[]>();
  for (const answer of Array.isArray(input) ? input : []) {
    const values = (Array.isArray(answer?.values) ? answer.values : []).map((v) => String(v).trim()).filter(Boolean);
    if (values.length) given.set(Number(answer.intakeQuestionId), values);
  }
  if (!Array.isArray(input)) problems.answers = 'Send the answers as a list.';
  for (const id of given.keys()) if (!intakeQuestions.some((q) => q.intakeQuestionId === id)) problems[`answers.${id}`] = 'Unknown question.';
  const answers: IntakeAnswer[] = [];
  for (const question of intakeQuestions) {
    const field = `answers.${question.intakeQuestionId}`;
    const values = given.get(question.intakeQuestionId);
    if (!values) {
      if (question.required) problems[field] = 'Please answer this question.';
      continue;
    }
    if (question.type !== 'multiselect' && values.length > 1) problems[field] = 'Choose one answer.';
    else if (question.type === 'text' && values[0].length > MAX_TEXT) problems[field] = `At most ${MAX_TEXT} characters.`;
    else if (question.type === 'boolean' && !['Yes', 'No'].includes(values[0])) problems[field] = 'Answer Yes or No.';
    else if ((question.type === 'select' || question.type === 'scale' || question.type === 'multiselect') && values.some((v) => !question.options?.includes(v))) {
      problems[field] = 'Choose from the answers offered.';
    }
    answers.push({ intakeQuestionId: question.intakeQuestionId, values: question.type === 'multiselect' ? [...new Set(values)] : values });
  }
  if (Object.keys(problems).length) throw new HttpProblem(422, 'Validation failed', Object.entries(problems).map(([f, m]) => `${f}: ${m}`).join(' '), problems);
  const risk = answers.find((a) => a.intakeQuestionId === SELF_HARM_INTAKE_QUESTION_ID)?.values[0];
  return { answers, riskFlagged: !!risk && SELF_HARM_RISK_ANSWERS.includes(risk) };
}
