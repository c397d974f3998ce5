import type { IntakeAnswer } from './intake.types';

/** A complete, valid set of answers to every required intake question (tests and journeys). */
export const COMPLETE_INTAKE_ANSWERS: IntakeAnswer[] = [
  { intakeQuestionId: 1, values: ['Trouble sleeping since a new job.'] },
  { intakeQuestionId: 2, values: ['Sleep', 'Stress or burnout'] },
  { intakeQuestionId: 3, values: ['1 to 6 months'] },
  { intakeQuestionId: 4, values: ['6'] },
  { intakeQuestionId: 5, values: ['No'] },
  { intakeQuestionId: 8, values: ['None'] },
  { intakeQuestionId: 10, values: ['Yes'] },
  { intakeQuestionId: 11, values: ['No'] },
  { intakeQuestionId: 12, values: ['Monthly or less'] },
  { intakeQuestionId: 15, values: ['Sleeping through the night.'] },
];
