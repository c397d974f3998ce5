import { Schema, model } from 'mongoose';
import { personSchemaFields, type PersonRecord } from './person-schema';
import type { SignupFieldValues } from './signup-fields';

/** The client's emergency contact (relationship from /next-of-kins). */
export interface NextOfKinRecord {
  name: string;
  nextOfKinId: number;
  phone: string;
}

/** What the client wants to hear from us by email (spec §1: a client keeps a profile). */
export interface NotificationPreferencesRecord {
  /** Reminders before a session (the day before and an hour before). */
  sessionReminders: boolean;
  /** An email when a practitioner sends a message while the client is away. */
  messageNotifications: boolean;
  /** News and articles (off unless the client chooses it). */
  newsAndUpdates: boolean;
}

export interface PatientProfileRecord extends PersonRecord {
  /** The partner (referrer GUID) the client signed up through, if any. */
  referrerId?: string;
  signupFields?: SignupFieldValues;
  /** Calendar date YYYY-MM-DD (no time, no zone: a birthday is the same day everywhere). */
  dateOfBirth?: string;
  nextOfKin?: NextOfKinRecord;
  /** From /atsis-options. */
  atsisOptionId?: number;
  /** From /languages: the language the client prefers. */
  languageId?: number;
  /** IANA id from /timezones: where times are shown to the client. */
  timezoneId?: string;
  notificationPreferences?: NotificationPreferencesRecord;
  /** Set when the client closed their account (personal contact data is removed then). */
  closedAt?: Date;
}

const patientProfileSchema = new Schema<PatientProfileRecord>(
  {
    ...personSchemaFields,
    referrerId: { type: String },
    signupFields: { type: Schema.Types.Mixed },
    dateOfBirth: { type: String },
    nextOfKin: { type: Schema.Types.Mixed },
    atsisOptionId: { type: Number },
    languageId: { type: Number },
    timezoneId: { type: String },
    notificationPreferences: { type: Schema.Types.Mixed },
    closedAt: { type: Date },
  },
  { collection: 'patient_profiles', versionKey: false },
);

export const PatientProfileModel = model<PatientProfileRecord>('PatientProfile', patientProfileSchema);
