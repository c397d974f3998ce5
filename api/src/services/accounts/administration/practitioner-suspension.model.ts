import { Schema, model } from 'mongoose';

/**
 * A practitioner's current suspension. `_id` is their user id: of two suspensions at once the
 * unique insert lets one win; reinstating deletes it (of two reinstatements one deletes it).
 * The trail of suspensions is the audit trail, not this collection.
 */
export interface PractitionerSuspensionRecord {
  _id: string;
  reason: string;
  suspendedBy: string;
  suspendedAt: Date;
}

const practitionerSuspensionSchema = new Schema<PractitionerSuspensionRecord>(
  {
    _id: { type: String, required: true },
    reason: { type: String, required: true },
    suspendedBy: { type: String, required: true },
    suspendedAt: { type: Date, required: true },
  },
  { collection: 'practitioner_suspensions', versionKey: false },
);

export const PractitionerSuspensionModel = model<PractitionerSuspensionRecord>('PractitionerSuspension', practitionerSuspensionSchema);
