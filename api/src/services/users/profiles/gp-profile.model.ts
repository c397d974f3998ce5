import { Schema, model } from 'mongoose';
import { personSchemaFields, type PersonRecord } from './person-schema';

export interface GpProfileRecord extends PersonRecord {
  /** Medicare provider number, normalised (upper case, no spaces). */
  providerNumber: string;
  practiceName?: string;
}

const gpProfileSchema = new Schema<GpProfileRecord>(
  { ...personSchemaFields, providerNumber: { type: String, required: true }, practiceName: { type: String } },
  { collection: 'gp_profiles', versionKey: false },
);
gpProfileSchema.index({ providerNumber: 1 });

export const GpProfileModel = model<GpProfileRecord>('GpProfile', gpProfileSchema);
