import { Schema, model } from 'mongoose';

/** A booking group (spec §3): created when checkout starts, completed by the booking; its message goes to the psychologist. */
export interface BookingGroupRecord {
  _id: string;
  patientId: string;
  message?: string;
  status: 'Created' | 'Completed';
  sessionIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

const bookingGroupSchema = new Schema<BookingGroupRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    message: { type: String },
    status: { type: String, required: true },
    sessionIds: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'booking_groups', versionKey: false },
);
bookingGroupSchema.index({ patientId: 1 });

export const BookingGroupModel = model<BookingGroupRecord>('BookingGroup', bookingGroupSchema);
