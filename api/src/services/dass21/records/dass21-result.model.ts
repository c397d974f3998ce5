import { Schema, model } from 'mongoose';

/**
 * One completed DASS-21 check-in (domain.md): the 21 answers (0–3, item order as published), the
 * doubled subscale scores and their bands, and whether it is flagged for safety (a severe or
 * extremely severe band, or a high answer to item 21). Written by the DASS-21 service; read by the
 * client (their own), and by psychologists with a care relationship (flags on the patient view).
 */
export type Dass21Band = 'Normal' | 'Mild' | 'Moderate' | 'Severe' | 'ExtremelySevere';
export interface Dass21Scores { depression: number; anxiety: number; stress: number }
export interface Dass21Bands { depression: Dass21Band; anxiety: Dass21Band; stress: Dass21Band }

export interface Dass21ResultRecord {
  _id: string;
  patientId: string;
  /** Set when taken before a session (POST /sessions/{id}/submit-dass21). */
  sessionId?: string;
  answers: number[];
  scores: Dass21Scores;
  bands: Dass21Bands;
  flagged: boolean;
  /** e.g. 'depression-severe', 'item-21-high'. */
  flagReasons: string[];
  takenAt: Date;
}

const dass21ResultSchema = new Schema<Dass21ResultRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    sessionId: { type: String },
    answers: { type: [Number], required: true },
    scores: { type: Schema.Types.Mixed, required: true },
    bands: { type: Schema.Types.Mixed, required: true },
    flagged: { type: Boolean, required: true },
    flagReasons: { type: [String], required: true },
    takenAt: { type: Date, required: true },
  },
  { collection: 'dass21_results', versionKey: false },
);
dass21ResultSchema.index({ patientId: 1 });

export const Dass21ResultModel = model<Dass21ResultRecord>('Dass21Result', dass21ResultSchema);
