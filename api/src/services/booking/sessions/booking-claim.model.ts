import { Schema, model } from 'mongoose';

/** A reservation being booked (`_id` = reservation id): a double-click books once. Removed if the booking fails. */
export interface BookingClaimRecord {
  _id: string;
  createdAt: Date;
}

const bookingClaimSchema = new Schema<BookingClaimRecord>(
  { _id: { type: String, required: true }, createdAt: { type: Date, required: true } },
  { collection: 'booking_claims', versionKey: false },
);

export const BookingClaimModel = model<BookingClaimRecord>('BookingClaim', bookingClaimSchema);
