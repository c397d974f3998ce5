/** Closing a client's account for them: the administrator types the account's email to confirm. */
export interface AdminCloseAccountRequest {
  /** The account's email address, typed again. @maxLength 254 */
  confirmEmail: string;
  /** Why (e.g. "the client asked by phone"), kept with the closure. @maxLength 1000 */
  reason?: string;
}

export interface ClosedAccount {
  accountId: string;
  closedAt: string;
  /** YYYY-MM-DD (Sydney): clinical records (sessions, case notes, DASS-21 results, invoices) are kept until then. */
  clinicalRecordsRetainedUntil: string;
}

/** A sign-up waiting for its email code, found by the address it was started with. */
export interface ResendSignUpCodeRequest {
  /** @maxLength 254 */
  email: string;
}
