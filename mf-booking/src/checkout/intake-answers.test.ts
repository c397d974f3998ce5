import type { IntakeQuestionView } from '@harbour/sdk/intake';
import { intakeRequest, missingAnswers, problemsByQuestion } from './intake-answers';

const q = (intakeQuestionId: number, required: boolean): IntakeQuestionView => ({ intakeQuestionId, text: `Q${intakeQuestionId}`, type: 'text', required }) as IntakeQuestionView;

describe('intake answers', () => {
  it('names each required question left blank (spaces are blank), not the optional ones', () => {
    expect(missingAnswers([q(1, true), q(2, true), q(3, false), q(4, true)], { 1: ['Sleep'], 2: ['  '], 4: [] })).toEqual({ 2: 'Please answer this question.', 4: 'Please answer this question.' });
  });

  it('sends only what was answered, in question order', () => {
    expect(intakeRequest({ 5: ['Yes'], 2: ['', 'Sleep', ' '], 3: [''] })).toEqual({
      answers: [
        { intakeQuestionId: 2, values: ['Sleep'] },
        { intakeQuestionId: 5, values: ['Yes'] },
      ],
    });
  });

  it('maps the API’s answers.<id> field names back to the questions, ignoring others', () => {
    expect(problemsByQuestion({ 'answers.7': 'Choose one of the options.', psychologistId: 'x', 'answers.x': 'y' })).toEqual({ 7: 'Choose one of the options.' });
    expect(problemsByQuestion(undefined)).toEqual({});
  });
});
