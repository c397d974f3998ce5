import { HttpProblem } from '../../http/problem';
import { COMPLETE_INTAKE_ANSWERS } from './intake-fixture';
import type { IntakeAnswer } from './intake.types';
import { validateIntakeAnswers } from './validate-intake-answers';

const replace = (id: number, values: string[]): IntakeAnswer[] => [...COMPLETE_INTAKE_ANSWERS.filter((a) => a.intakeQuestionId !== id), { intakeQuestionId: id, values }];
const without = (id: number) => COMPLETE_INTAKE_ANSWERS.filter((a) => a.intakeQuestionId !== id);

function fieldsOf(answers: IntakeAnswer[] | undefined): Record<string, string> {
  try {
    validateIntakeAnswers(answers);
    return {};
  } catch (err) {
    if (err instanceof HttpProblem) return err.fields ?? {};
    throw err;
  }
}

describe('validateIntakeAnswers', () => {
  it('accepts a complete set, and flags no risk when the self-harm answer is No', () => {
    expect(validateIntakeAnswers(COMPLETE_INTAKE_ANSWERS).riskFlagged).toBe(false);
  });

  it.each<[string, IntakeAnswer[] | undefined, string]>([
    ['a required question left out', without(1), 'answers.1'],
    ['a required question blank', replace(15, ['   ']), 'answers.15'],
    ['a select answer not offered', replace(3, ['Forever']), 'answers.3'],
    ['two answers to a single-choice question', replace(10, ['Yes', 'No']), 'answers.10'],
    ['a boolean that is not Yes or No', replace(5, ['Maybe']), 'answers.5'],
    ['a scale point off the scale', replace(4, ['11']), 'answers.4'],
    ['a multiselect choice not offered', replace(2, ['Sleep', 'Astrology']), 'answers.2'],
    ['text over 2000 characters', replace(1, ['x'.repeat(2001)]), 'answers.1'],
    ['an unknown question', [...COMPLETE_INTAKE_ANSWERS, { intakeQuestionId: 99, values: ['?'] }], 'answers.99'],
    ['no list at all', undefined, 'answers'],
  ])('%s → 422 naming %s', (_, answers, field) => {
    expect(Object.keys(fieldsOf(answers))).toContain(field);
  });

  it.each([
    ['No', false],
    ['Yes, but not at the moment', true],
    ['Yes, I am having these thoughts now', true],
  ])('self-harm answer %s → riskFlagged %s', (answer, flagged) => {
    expect(validateIntakeAnswers(replace(11, [answer])).riskFlagged).toBe(flagged);
  });

  it('keeps optional answers and drops duplicate multiselect choices', () => {
    const { answers } = validateIntakeAnswers([...replace(2, ['Sleep', 'Sleep']), { intakeQuestionId: 13, values: ['3'] }]);
    expect(answers.find((a) => a.intakeQuestionId === 2)!.values).toEqual(['Sleep']);
    expect(answers.find((a) => a.intakeQuestionId === 13)!.values).toEqual(['3']);
  });
});
