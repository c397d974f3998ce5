/**
 * The API's 403 detail when an operation needs a fresh authenticator code (`STEP_UP_REQUIRED` in
 * api/src/auth/second-factor-check.ts, documented in docs/security.md): the one answer that opens
 * the code dialog instead of showing an error.
 */
export const STEP_UP_REQUIRED = 'Confirm it is you: enter the code from your authenticator app to continue.';

/** Why an action was not done when the code dialog was closed without a code (after "… was not done."). */
export const NOT_DONE_WITHOUT_CODE = 'It needs the code from your authenticator app.';

/** Whether a failed call's error is the API asking for a fresh code. */
export function needsStepUp(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, data } = error as {
    status?: unknown;
    data?: { detail?: unknown };
  };
  return status === 403 && data?.detail === STEP_UP_REQUIRED;
}

/** Thrown by `withStepUp` when the administrator cancels the dialog: the action was not done. */
export class StepUpCancelled extends Error {
  constructor() {
    super(NOT_DONE_WITHOUT_CODE);
    this.name = 'StepUpCancelled';
  }
}
