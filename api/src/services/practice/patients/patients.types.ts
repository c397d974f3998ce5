export interface PracticePatientSummary {
  patientId: string;
  firstName: string;
  lastName: string;
  treatmentStatusId: number;
  treatmentStatusName: string;
  nextSessionAt?: string;
  nextSessionId?: string;
  lastSessionAt?: string;
  sessionCount: number;
  hasFlaggedDass21: boolean;
}

export interface PracticePatients {
  patients: PracticePatientSummary[];
}

export interface TreatmentStatusUpdate {
  /** @isInt */
  treatmentStatusId: number;
}

export interface PracticePatientSession {
  sessionId: string;
  startsAt: string;
  sessionStatus: string;
  sessionType: string;
  durationMinutes: number;
}

export interface PracticeDass21Result {
  resultId: string;
  takenAt: string;
  depression: number;
  anxiety: number;
  stress: number;
  depressionBand: string;
  anxietyBand: string;
  stressBand: string;
  flagged: boolean;
  flagReasons: string[];
  /** The flags in words ("Item 21 (…): answered '…'"), as the psychologist reads them. */
  flagDescriptions: string[];
}

export interface PracticeMedicareReferral {
  referralId: string;
  referrerName: string;
  referrerProviderNumber?: string;
  issuedOn: string;
  validUntil: string;
  sessionsUsed: number;
  /** A course covers up to 6 sessions (domain.md); the GP's review may add up to 4 (then 10). */
  sessionsLeft: number;
  /** Sessions approved on the referral (6 by default). */
  sessionsApproved?: number;
  /** The date of the GP's review referral that added sessions, when there was one. */
  reviewedOn?: string;
}

export interface PracticePatientProfile {
  patientId: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  postcode?: string;
  treatmentStatusId: number;
  treatmentStatusName: string;
  sessions: PracticePatientSession[];
  /** Oldest first (the trend). */
  dass21: PracticeDass21Result[];
  medicareReferrals: PracticeMedicareReferral[];
  /** The referring GP, from the latest Medicare referral. */
  gp?: { name: string; providerNumber?: string };
  /** Intake answers are not stored yet; empty until they are. */
  intakeAnswers: { question: string; answer: string }[];
}

export interface FlaggedDass21 {
  patientId: string;
  patientName: string;
  resultId: string;
  takenAt: string;
  flagReasons: string[];
  /** The flags in words. */
  flagDescriptions: string[];
}

export interface FlaggedDass21Results {
  results: FlaggedDass21[];
}
