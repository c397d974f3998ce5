/** Which emails a psychologist wants from Harbour (the in-app notices always show). */
export interface PsychologistNotificationPreferences {
  /** An email when a client books, reschedules or cancels a session. */
  bookingChanges: boolean;
  /** An email when a client messages while the psychologist is away. */
  messageNotifications: boolean;
  /** An email when a GP sends a referral, a care plan or a letter. */
  newReferrals: boolean;
}

export interface PsychologistPreferences {
  notificationPreferences: PsychologistNotificationPreferences;
}

export interface UpdatePsychologistPreferencesRequest {
  notificationPreferences: PsychologistNotificationPreferences;
}
