import { Schema, model } from 'mongoose';

/**
 * An administrator's one decision on a practitioner's application. `_id` is the practitioner's
 * user id, so of two decisions at once (approve and decline, or two declines) the unique insert
 * lets exactly one win; the other changes nothing. Never updated or deleted.
 */
export interface PractitionerDecisionRecord {
  _id: string;
  outcome: 'approved' | 'declined';
  /** Declines only: the reason the practitioner was emailed. */
  reason?: string;
  decidedBy: string;
  decidedAt: Date;
}

const practitionerDecisionSchema = new Schema<PractitionerDecisionRecord>(
  {
    _id: { type: String, required: true },
    outcome: { type: String, required: true, enum: ['approved', 'declined'] },
    reason: { type: String },
    decidedBy: { type: String, required: true },
    decidedAt: { type: Date, required: true },
  },
  { collection: 'practitioner_decisions', versionKey: false },
);

export const PractitionerDecisionModel = model<PractitionerDecisionRecord>('PractitionerDecision', practitionerDecisionSchema);
