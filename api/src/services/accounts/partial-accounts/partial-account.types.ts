export interface CreatePartialAccountRequest {
  email: string;
  firstName: string;
  lastName: string;
  /** The partner referring the person: GUID or partner code (e.g. 'hcf'). */
  referrerId?: string;
}

export interface PartialAccountCreated {
  partialAccountId: string;
}

/** What the public sign-up page (/signup/{partialAccountId}) may show before the email is proven. */
export interface PartialAccountSummary {
  partialAccountId: string;
  firstName: string;
  /** e.g. j***@example.com */
  maskedEmail: string;
  /** The partner code, when a partner referred the person. */
  referrerName?: string;
  /** True once the account is set up: the page should offer sign-in instead. */
  completed: boolean;
}

export interface ValidatePartialAccountRequest {
  /** The 6-digit code from the email. */
  verificationCode: string;
  /** The password the person chooses (at least 10 characters, a letter and a number or symbol). */
  password: string;
  /**
   * The version of the terms of use and privacy policy the person was shown and agreed to (from
   * GET /users/register/terms), as at any sign-up. Without it, or with an older version, nothing is written.
   */
  acceptedTermsVersion: string;
}

export interface PartialAccountCompleted {
  /** The new client account's id. */
  userId: string;
}
