import { Button } from '../button/Button';
import { FormActions } from './formStyles';

export interface VerifyCodeActionsProps {
  /** The form's submit ("Verify") is under way. */
  verifying: boolean;
  /** From useResendCode: a new code is being asked for. */
  resending: boolean;
  /** From useResendCode: where the new code went, once it is on its way. */
  status?: string;
  /** From useResendCode (requestNewCode). */
  onResend: () => void;
}

/** "Verify" (the form's submit) and "Send a new code", then the status line that says a new code is on its way. */
export function VerifyCodeActions({ verifying, resending, status, onResend }: VerifyCodeActionsProps) {
  return (
    <>
      <FormActions>
        <Button type="submit" loading={verifying}>
          Verify
        </Button>
        <Button variant="secondary" loading={resending} onClick={onResend}>
          Send a new code
        </Button>
      </FormActions>
      <p role="status">{status}</p>
    </>
  );
}
