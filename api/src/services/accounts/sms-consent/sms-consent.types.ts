/** The client's text-message setting as their settings page shows it. */
export interface SmsSettings {
  /** Whether texts can be sent here at all (an SMS provider, or the local sink in development). */
  available: boolean;
  /** Texts about sessions (confirmations, changes, reminders) go to `mobile`. */
  enabled: boolean;
  /** The mobile as Australians write it (0412 345 678), once one is given. */
  mobile?: string;
  /** When the client turned texts on for this number. */
  consentedAt?: Date;
  /** When the client last turned texts off. */
  withdrawnAt?: Date;
}

export interface UpdateSmsSettingsRequest {
  /** True to receive texts about sessions (consent), false to stop them. */
  enabled: boolean;
  /**
   * An Australian mobile (0412 345 678 or +61 412 345 678). Needed to turn texts on unless one is
   * already kept; ignored when turning them off.
   */
  mobile?: string;
}
