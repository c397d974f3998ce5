import { Schema, model } from 'mongoose';
import { personSchemaFields, type PersonRecord } from './person-schema';

export interface PsychologistProfileRecord extends PersonRecord {
  /** Medicare provider number, normalised (upper case, no spaces). */
  providerNumber?: string;
  /** Which emails the psychologist wants (settings page); absent = the defaults in psychologist-settings. */
  notificationPreferences?: { bookingChanges: boolean; messageNotifications: boolean; newReferrals: boolean };
}

const psychologistProfileSchema = new Schema<PsychologistProfileRecord>(
  { ...personSchemaFields, providerNumber: { type: String }, notificationPreferences: { type: Schema.Types.Mixed } },
  { collection: 'psychologist_profiles', versionKey: false },
);
psychologistProfileSchema.index({ providerNumber: 1 });

export const PsychologistProfileModel = model<PsychologistProfileRecord>('PsychologistProfile', psychologistProfileSchema);
