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
  /** From useResendCode: seconds until a new code may be asked for (0: now). */
  secondsLeft?: number;
}

/** "Verify" (the form's submit) and "Send a new code" (with its countdown), then the one status line. */
export function VerifyCodeActions({ verifying, resending, status, onResend, secondsLeft = 0 }: VerifyCodeActionsProps) {
  return (
    <>
      <FormActions>
        <Button type="submit" loading={verifying}>
          Verify
        </Button>
        <Button variant="secondary" loading={resending} disabled={secondsLeft > 0} onClick={onResend}>
          {secondsLeft > 0 ? `Send a new code in ${secondsLeft} s` : 'Send a new code'}
        </Button>
      </FormActions>
      <p role="status">{status}</p>
    </>
  );
}
