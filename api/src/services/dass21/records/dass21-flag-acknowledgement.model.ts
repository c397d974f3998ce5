import { Schema, model } from 'mongoose';

/**
 * A psychologist has seen a flagged DASS-21 result. One per (result, psychologist): the `_id` is
 * `<resultId>|<psychologistId>`, so acknowledging twice (or from two tabs at once) is one insert
 * that wins and one duplicate key — never a lost update on the result (FerretDB has no CAS).
 */
export interface Dass21FlagAcknowledgementRecord {
  _id: string;
  resultId: string;
  patientId: string;
  psychologistId: string;
  acknowledgedAt: Date;
}

const schema = new Schema<Dass21FlagAcknowledgementRecord>(
  {
    _id: { type: String, required: true },
    resultId: { type: String, required: true },
    patientId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    acknowledgedAt: { type: Date, required: true },
  },
  { collection: 'dass21_flag_acknowledgements', versionKey: false },
);
// A psychologist's flag list reads their acknowledgements by equality (pushed down to SQL).
schema.index({ psychologistId: 1 });

export const acknowledgementId = (resultId: string, psychologistId: string) => `${resultId}|${psychologistId}`;

export const Dass21FlagAcknowledgementModel = model<Dass21FlagAcknowledgementRecord>('Dass21FlagAcknowledgement', schema);
