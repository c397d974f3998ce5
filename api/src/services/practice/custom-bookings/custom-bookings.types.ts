/** A custom booking as its psychologist and patient see it (price in integer cents, AUD). */
export interface CustomBooking {
  customBookingId: string;
  psychologist: { id: string; firstName?: string; lastName?: string };
  patient: { id: string; firstName?: string; lastName?: string };
  /** The offered start times (UTC instants). */
  times: Date[];
  sessionDurationTypeId: number;
  durationMinutes: number;
  priceCents: number;
  message?: string;
  status: 'Offered' | 'Accepted' | 'Rejected' | 'Cancelled';
  createdAt: Date;
  decidedAt?: Date;
  /** The session booked when the patient accepted. */
  sessionId?: string;
}

export interface CustomBookingList {
  customBookings: CustomBooking[];
}

export interface CreateCustomBookingRequest {
  patientId: string;
  /** ISO 8601 start time. */
  sessionStartDate: string;
  sessionDurationTypeId: number;
  priceCents: number;
  message?: string;
}

export interface CreateMultiCustomBookingRequest {
  patientId: string;
  /** Several ISO 8601 start times, up to 5: the patient chooses one. */
  sessionStartDates: string[];
  sessionDurationTypeId: number;
  priceCents: number;
  message?: string;
}

export interface AcceptCustomBookingRequest {
  /** One of the offered times (ISO 8601). */
  sessionStartDate: string;
}
