import { Schema, model } from 'mongoose';

/**
 * A psychologist's messaging switch (spec §3 Messaging availability). No record means on: a
 * psychologist switches messaging off, not on. Only its owner writes it.
 */
export interface MessagingAvailabilityRecord {
  _id: string;
  userType: 'psychologist';
  messagingEnabled: boolean;
  updatedAt: Date;
}

const messagingAvailabilitySchema = new Schema<MessagingAvailabilityRecord>(
  {
    _id: { type: String, required: true },
    userType: { type: String, required: true },
    messagingEnabled: { type: Boolean, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'messaging_availability', versionKey: false },
);

export const MessagingAvailabilityModel = model<MessagingAvailabilityRecord>('MessagingAvailability', messagingAvailabilitySchema);
