import { answeredQuestions } from './IntakeAnswersPanel';

const questions = [
  { intakeQuestionId: 1, text: 'What brings you to therapy?', type: 'text' as const, required: true },
  { intakeQuestionId: 2, text: 'Which apply?', type: 'multiselect' as const, options: ['Sleep', 'Work'], required: false },
  { intakeQuestionId: 3, text: 'Anything else?', type: 'text' as const, required: false },
];

describe('answeredQuestions', () => {
  it('pairs answers with question text in question order, joins several values and leaves out unanswered ones', () => {
    expect(
      answeredQuestions({
        patientId: 'p',
        psychologistId: 'q',
        isRequired: false,
        questions,
        answers: [
          { intakeQuestionId: 2, values: ['Sleep', 'Work'] },
          { intakeQuestionId: 1, values: ['Stress at work'] },
          { intakeQuestionId: 3, values: [] },
        ],
      }),
    ).toEqual([
      { question: 'What brings you to therapy?', answer: 'Stress at work' },
      { question: 'Which apply?', answer: 'Sleep, Work' },
    ]);
  });
  it('answers nothing before the client has answered', () => {
    expect(answeredQuestions({ patientId: 'p', psychologistId: 'q', isRequired: true, questions })).toEqual([]);
  });
});
