import { Schema, model } from 'mongoose';
import type { DirectoryEventKind } from './directory.types';

/**
 * First-party events of the directory and get-matched tool (spec §7 "Analytics events":
 * match-tool specialisation and result; booking intent). Ids only: no names, emails or free text,
 * and no IP address is stored (the rate limit keys on it only in attempt slots, which expire).
 */
export interface DirectoryEventRecord {
  _id: string;
  kind: DirectoryEventKind;
  specialisationIds: number[];
  psychologistIds: string[];
  referrerId?: string;
  /** The signed-in caller's user id, when there is one. */
  userId?: string;
  at: Date;
}

const directoryEventSchema = new Schema<DirectoryEventRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    specialisationIds: { type: [Number], default: [] },
    psychologistIds: { type: [String], default: [] },
    referrerId: { type: String },
    userId: { type: String },
    at: { type: Date, required: true },
  },
  { collection: 'directory_events', versionKey: false },
);
directoryEventSchema.index({ kind: 1 });

export const DirectoryEventModel = model<DirectoryEventRecord>('DirectoryEvent', directoryEventSchema);
