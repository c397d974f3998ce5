export interface CreateBookingGroupRequest {
  /** The signed-in client's own id. */
  patientId: string;
}

export interface UpdateBookingGroupRequest {
  /** A message to the psychologist (up to 2000 characters). */
  message: string;
}

export interface BookingGroup {
  bookingGroupId: string;
  patientId: string;
  message?: string;
  status: 'Created' | 'Completed';
  sessionIds: string[];
}
