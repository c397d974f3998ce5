import type { IntakeQuestionType } from '../reference-data';

export interface IntakeQuestionView {
  intakeQuestionId: number;
  text: string;
  type: IntakeQuestionType;
  options?: string[];
  required: boolean;
}

export interface IntakeAnswer {
  intakeQuestionId: number;
  /** One value for text, select, boolean ("Yes"/"No") and scale; one or more for multiselect. */
  values: string[];
}

/** GET /patients/{patientId}/intake-questions?psychId= */
export interface PatientIntakeQuestions {
  patientId: string;
  psychologistId: string;
  /** True before the first session with this psychologist while nothing is answered: the checkout asks them. */
  isRequired: boolean;
  questions: IntakeQuestionView[];
  /** The answers given, when given. */
  answers?: IntakeAnswer[];
  riskFlagged?: boolean;
  answeredAt?: Date;
}

export interface SaveIntakeAnswersRequest {
  answers: IntakeAnswer[];
}
