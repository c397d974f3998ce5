import { Schema, model } from 'mongoose';
import { personSchemaFields, type PersonRecord } from './person-schema';
import type { PracticeLocation } from './profile.types';

export interface GpProfileRecord extends PersonRecord {
  /** Medicare provider number, normalised (upper case, no spaces). */
  providerNumber: string;
  practiceName?: string;
  /** Normalised provider numbers, each once across the main location and these. */
  otherLocations?: PracticeLocation[];
}

const gpProfileSchema = new Schema<GpProfileRecord>(
  {
    ...personSchemaFields,
    providerNumber: { type: String, required: true },
    practiceName: { type: String },
    otherLocations: { type: [{ _id: false, practiceName: { type: String, required: true }, providerNumber: { type: String, required: true } }], default: undefined },
  },
  { collection: 'gp_profiles', versionKey: false },
);
gpProfileSchema.index({ providerNumber: 1 });

export const GpProfileModel = model<GpProfileRecord>('GpProfile', gpProfileSchema);
