export interface UpcomingSession {
  sessionId: string;
  startsAt: string;
  durationMinutes: number;
  patientId: string;
  patientName: string;
  paymentStatus: string;
}

/** A psychologist's Pending sessions from now, soonest first. */
export interface UpcomingSessions {
  sessions: UpcomingSession[];
}
