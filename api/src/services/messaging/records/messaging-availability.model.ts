import { Schema, model } from 'mongoose';

/**
 * A psychologist's messaging switch (spec §3 Messaging availability). No record means on: a
 * psychologist switches messaging off, not on. Its owner writes it, and closing their account
 * sets `accountClosedAt` for good (clients still read, never send).
 */
export interface MessagingAvailabilityRecord {
  _id: string;
  userType: 'psychologist';
  messagingEnabled: boolean;
  updatedAt: Date;
  accountClosedAt?: Date;
}

const messagingAvailabilitySchema = new Schema<MessagingAvailabilityRecord>(
  {
    _id: { type: String, required: true },
    userType: { type: String, required: true },
    messagingEnabled: { type: Boolean, required: true },
    updatedAt: { type: Date, required: true },
    accountClosedAt: { type: Date },
  },
  { collection: 'messaging_availability', versionKey: false },
);

export const MessagingAvailabilityModel = model<MessagingAvailabilityRecord>('MessagingAvailability', messagingAvailabilitySchema);
