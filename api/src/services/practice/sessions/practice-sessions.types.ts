export interface CreatePracticeSessionRequest {
  patientId: string;
  /** ISO 8601 start time; must be a time the psychologist offers. */
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
}

export interface PracticePatientList {
  patients: PracticePatient[];
}
