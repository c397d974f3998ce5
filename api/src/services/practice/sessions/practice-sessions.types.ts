import type { SessionDetails } from '../../sessions';

export interface CreatePracticeSessionRequest {
  patientId: string;
  /**
   * ISO 8601 start time: any time from now on (today included) up to a year ahead, inside or
   * outside the psychologist's weekly hours; their minimum notice does not apply. It must not
   * overlap another of their sessions (409).
   */
  sessionStartDate: string;
  sessionDurationTypeId: number;
  /** The private fee (integer cents), charged after the session. */
  priceCents: number;
}

/** A patient the psychologist may book for (has a care relationship). */
export interface PracticePatient {
  patientId: string;
  firstName?: string;
  lastName?: string;
  /** Calendar date YYYY-MM-DD, when known: tells namesakes apart. */
  dateOfBirth?: string;
}

export interface PracticePatientList {
  patients: PracticePatient[];
}

export interface StartPracticeSessionNowRequest {
  patientId: string;
  sessionDurationTypeId: number;
  /** The private fee (integer cents), charged after the session; 0 for none. */
  priceCents: number;
}

/** A session that started now, and the link its client joins by. */
export interface StartedPracticeSession {
  session: SessionDetails;
  /** The session's waiting room for the client (sign-in first when needed). */
  joinUrl: string;
  /** The channels the link went out on; empty when none could (the psychologist can copy it). */
  sentBy: ('email' | 'sms')[];
}
