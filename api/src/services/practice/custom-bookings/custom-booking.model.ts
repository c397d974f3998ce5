import { Schema, model } from 'mongoose';
import type { CustomBookingStatus } from './custom-booking-state';

/** A psychologist's offer of one or several times (and a price) to a patient (spec §3 Custom booking). */
export interface CustomBookingRecord {
  _id: string;
  psychologistId: string;
  patientId: string;
  times: Date[];
  sessionDurationTypeId: number;
  durationMinutes: number;
  priceCents: number;
  message?: string;
  status: CustomBookingStatus;
  createdAt: Date;
  decidedAt?: Date;
  sessionId?: string;
}

const customBookingSchema = new Schema<CustomBookingRecord>(
  {
    _id: { type: String, required: true },
    psychologistId: { type: String, required: true },
    patientId: { type: String, required: true },
    times: { type: [Date], required: true },
    sessionDurationTypeId: { type: Number, required: true },
    durationMinutes: { type: Number, required: true },
    priceCents: { type: Number, required: true },
    message: { type: String },
    status: { type: String, required: true },
    createdAt: { type: Date, required: true },
    decidedAt: { type: Date },
    sessionId: { type: String },
  },
  { collection: 'custom_bookings', versionKey: false },
);
customBookingSchema.index({ psychologistId: 1 });
customBookingSchema.index({ patientId: 1 });

export const CustomBookingModel = model<CustomBookingRecord>('CustomBooking', customBookingSchema);

/**
 * The one decision on an offer (`_id` = the custom booking id): whoever inserts it first accepts,
 * rejects or withdraws; everyone after gets 409. FerretDB has no transactions, so this insert, not
 * the status field, is what decides.
 */
export interface CustomBookingDecisionRecord {
  _id: string;
  action: 'accept' | 'reject' | 'cancel';
  byUserId: string;
  createdAt: Date;
}

export const CustomBookingDecisionModel = model<CustomBookingDecisionRecord>(
  'CustomBookingDecision',
  new Schema<CustomBookingDecisionRecord>(
    {
      _id: { type: String, required: true },
      action: { type: String, required: true },
      byUserId: { type: String, required: true },
      createdAt: { type: Date, required: true },
    },
    { collection: 'custom_booking_decisions', versionKey: false },
  ),
);
