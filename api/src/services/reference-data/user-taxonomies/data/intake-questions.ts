/**
 * Intake questions a client answers for a psychologist before the first session (/intake-questions;
 * answers are per patient and psychologist). Includes a self-harm risk question that always shows
 * crisis lines; a "yes" answer should be flagged to the psychologist.
 */

import { CRISIS_SUPPORT_TEXT } from './crisis-support';

export type IntakeQuestionType = 'text' | 'select' | 'multiselect' | 'boolean' | 'scale';

export interface IntakeQuestion {
  intakeQuestionId: number;
  text: string;
  type: IntakeQuestionType;
  /** Choices for select and multiselect; the points of a scale, lowest first. */
  options?: string[];
  required: boolean;
  sortOrder: number;
}

const ZERO_TO_TEN = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

export const SELF_HARM_INTAKE_QUESTION_ID = 11;
/** Answers to the self-harm question that must be flagged to the client's psychologist. */
export const SELF_HARM_RISK_ANSWERS: readonly string[] = [
  'Yes, but not at the moment',
  'Yes, I am having these thoughts now',
];

export const intakeQuestions: readonly IntakeQuestion[] = [
  {
    intakeQuestionId: 1,
    text: 'What has led you to seek support at this time?',
    type: 'text',
    required: true,
    sortOrder: 10,
  },
  {
    intakeQuestionId: 2,
    text: 'Which of these would you like help with? Choose all that apply.',
    type: 'multiselect',
    options: [
      'Anxiety or worry',
      'Low mood or depression',
      'Stress or burnout',
      'Relationship difficulties',
      'Trauma or a distressing event',
      'Grief or loss',
      'Sleep',
      'Work or study pressures',
      'Parenting or family',
      'Alcohol, drugs or gambling',
      'Eating or body image',
      'Anger',
      'Self-esteem or confidence',
      'Something else',
    ],
    required: true,
    sortOrder: 20,
  },
  {
    intakeQuestionId: 3,
    text: 'How long have you been experiencing these difficulties?',
    type: 'select',
    options: ['Less than 1 month', '1 to 6 months', '6 to 12 months', '1 to 2 years', 'More than 2 years'],
    required: true,
    sortOrder: 30,
  },
  {
    intakeQuestionId: 4,
    text:
      'Over the past two weeks, how much have these difficulties affected your daily life (work, ' +
      'study, relationships, looking after yourself)? 0 = not at all, 10 = extremely.',
    type: 'scale',
    options: ZERO_TO_TEN,
    required: true,
    sortOrder: 40,
  },
  {
    intakeQuestionId: 5,
    text: 'Have you seen a psychologist, counsellor or psychiatrist before?',
    type: 'boolean',
    required: true,
    sortOrder: 50,
  },
  {
    intakeQuestionId: 6,
    text: 'If you have, what did you find helpful or unhelpful?',
    type: 'text',
    required: false,
    sortOrder: 60,
  },
  {
    intakeQuestionId: 7,
    text: 'Have you been given a mental health diagnosis? If so, what was it?',
    type: 'text',
    required: false,
    sortOrder: 70,
  },
  {
    intakeQuestionId: 8,
    text: 'Are you currently taking any medication? Please list each one with its dose, or write "None".',
    type: 'text',
    required: true,
    sortOrder: 80,
  },
  {
    intakeQuestionId: 9,
    text: 'What is the name of your GP and their practice?',
    type: 'text',
    required: false,
    sortOrder: 90,
  },
  {
    intakeQuestionId: 10,
    text: 'Do you have a current referral or Mental Health Treatment Plan from your GP?',
    type: 'select',
    options: ['Yes', 'No', 'I have an appointment to get one', 'Not sure'],
    required: true,
    sortOrder: 100,
  },
  {
    intakeQuestionId: SELF_HARM_INTAKE_QUESTION_ID,
    text: `In the past month, have you had thoughts of harming yourself or ending your life? ${CRISIS_SUPPORT_TEXT}`,
    type: 'select',
    options: ['No', ...SELF_HARM_RISK_ANSWERS],
    required: true,
    sortOrder: 110,
  },
  {
    intakeQuestionId: 12,
    text: 'How often do you have a drink containing alcohol or use other drugs?',
    type: 'select',
    options: [
      'Never',
      'Monthly or less',
      '2 to 4 times a month',
      '2 to 3 times a week',
      '4 or more times a week',
    ],
    required: false,
    sortOrder: 120,
  },
  {
    intakeQuestionId: 13,
    text: 'How would you rate your sleep over the past two weeks? 0 = very poor, 10 = very good.',
    type: 'scale',
    options: ZERO_TO_TEN,
    required: false,
    sortOrder: 130,
  },
  {
    intakeQuestionId: 14,
    text: 'Who do you have in your life for support (family, friends, community)?',
    type: 'text',
    required: false,
    sortOrder: 140,
  },
  {
    intakeQuestionId: 15,
    text: 'What would you like to be different by the end of your sessions?',
    type: 'text',
    required: true,
    sortOrder: 150,
  },
  {
    intakeQuestionId: 16,
    text: 'Would you prefer your psychologist to be of a particular gender?',
    type: 'select',
    options: ['No preference', 'Female', 'Male', 'Non-binary'],
    required: false,
    sortOrder: 160,
  },
  {
    intakeQuestionId: 17,
    text: 'Is there anything about your culture, identity, faith or background you would like your psychologist to know?',
    type: 'text',
    required: false,
    sortOrder: 170,
  },
  {
    intakeQuestionId: 18,
    text: 'Is there anything else you would like your psychologist to know before your first session?',
    type: 'text',
    required: false,
    sortOrder: 180,
  },
];

/** True when an answer to the self-harm question must be flagged to the psychologist. */
export function isSelfHarmRiskAnswer(answer: string | null | undefined): boolean {
  return answer != null && SELF_HARM_RISK_ANSWERS.includes(answer);
}
