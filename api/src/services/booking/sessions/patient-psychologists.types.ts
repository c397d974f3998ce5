/** A psychologist the client has sessions with (the checkout's "your psychologists"). */
export interface PatientPsychologist {
  psychologistId: string;
  firstName?: string;
  lastName?: string;
  /** Sessions with them that took place. */
  completedSessions: number;
  /** UTC instant of the latest session with them that was not cancelled and has started. */
  lastSessionAt?: Date;
  /** UTC instant of the next upcoming session with them. */
  nextSessionAt?: Date;
}

export interface PatientPsychologists {
  psychologists: PatientPsychologist[];
}
