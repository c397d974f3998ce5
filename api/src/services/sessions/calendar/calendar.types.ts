export interface CalendarAuthorisationUrlRequest {
  /** Where the browser returns with the code (an address on this portal). */
  redirectUrl: string;
}

export interface CalendarAuthorisationUrl {
  /** redirectUrl with a one-time `code` (valid 10 minutes). */
  url: string;
}

export interface CompleteCalendarAuthorisationRequest {
  code: string;
  redirectUrl: string;
}

export interface CalendarFeed {
  /** The private subscription address: shown once; anyone with it can read the session times. */
  feedUrl: string;
  /** The same as webcal:// for calendar apps that subscribe on a click. */
  webcalUrl: string;
}

export interface CalendarLinkStatus {
  isLinked: boolean;
  linkedAt?: Date;
}
