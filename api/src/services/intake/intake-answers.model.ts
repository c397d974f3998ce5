import { Schema, model } from 'mongoose';

/**
 * A client's intake answers for one psychologist (spec §3 "Intake answers: patientId,
 * psychologistId"), given before the first session with them. One document per pair, `_id`
 * `patientId|psychologistId`: the first save is an insert the unique `_id` decides.
 */
export interface IntakeAnswerRecord {
  intakeQuestionId: number;
  values: string[];
}

export interface IntakeAnswersRecord {
  _id: string;
  patientId: string;
  psychologistId: string;
  answers: IntakeAnswerRecord[];
  /** A risk answer to the self-harm question: shown first to the psychologist. */
  riskFlagged: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const intakeAnswersSchema = new Schema<IntakeAnswersRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    answers: { type: [{ _id: false, intakeQuestionId: Number, values: [String] }], required: true },
    riskFlagged: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'intake_answers', versionKey: false },
);
intakeAnswersSchema.index({ patientId: 1 });

export const IntakeAnswersModel = model<IntakeAnswersRecord>('IntakeAnswers', intakeAnswersSchema);
export const intakeAnswersId = (patientId: string, psychologistId: string) => `${patientId}|${psychologistId}`;
