import { Schema, model } from 'mongoose';

export type EnquiryTransitionAction = 'assign' | 'resolve';

/**
 * One change of an enquiry's state, numbered per enquiry. FerretDB updates are read-then-write,
 * so the unique (enquiryId, step) index is what lets only one of two administrators acting at
 * once change the enquiry: the second insert of the same step loses.
 */
export interface EnquiryTransitionRecord {
  _id: string;
  enquiryId: string;
  step: number;
  action: EnquiryTransitionAction;
  /** Who it is assigned to (assign only). */
  assigneeId?: string;
  actorId: string;
  at: Date;
}

const transitionSchema = new Schema<EnquiryTransitionRecord>(
  {
    _id: { type: String, required: true },
    enquiryId: { type: String, required: true },
    step: { type: Number, required: true },
    action: { type: String, required: true, enum: ['assign', 'resolve'] },
    assigneeId: { type: String },
    actorId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'enquiry_transitions', versionKey: false },
);
transitionSchema.index({ enquiryId: 1, step: 1 }, { unique: true });

export const EnquiryTransitionModel = model<EnquiryTransitionRecord>('EnquiryTransition', transitionSchema);
