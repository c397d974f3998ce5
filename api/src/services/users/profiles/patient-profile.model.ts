import { Schema, model } from 'mongoose';
import { personSchemaFields, type PersonRecord } from './person-schema';
import type { SignupFieldValues } from './signup-fields';

export interface PatientProfileRecord extends PersonRecord {
  /** The partner (referrer GUID) the client signed up through, if any. */
  referrerId?: string;
  signupFields?: SignupFieldValues;
}

const patientProfileSchema = new Schema<PatientProfileRecord>(
  { ...personSchemaFields, referrerId: { type: String }, signupFields: { type: Schema.Types.Mixed } },
  { collection: 'patient_profiles', versionKey: false },
);

export const PatientProfileModel = model<PatientProfileRecord>('PatientProfile', patientProfileSchema);
