import { useState } from 'react';
import { useToasts } from '@harbour/platform';

/**
 * "Send a new code": a toast and a status line when it is on its way; the API's text (e.g. the
 * 429 "wait a minute") in the form's alert (`setAlert`) and a toast when it is not.
 */
export function useResendCode(
  resend: () => Promise<unknown>,
  destination: string | undefined,
  setAlert: (message: string | undefined) => void,
  /** The text for a failed call (an area passes the SDK's errorMessageOf). */
  errorText: (error: unknown) => string,
) {
  const toasts = useToasts();
  const [status, setStatus] = useState<string>();
  const [resending, setResending] = useState(false);

  const requestNewCode = async () => {
    setAlert(undefined);
    setStatus(undefined);
    setResending(true);
    try {
      await resend();
      const message = destination ? `We have sent a new code to ${destination}.` : 'We have sent you a new code.';
      setStatus(message);
      toasts.show({ type: 'success', message });
    } catch (error) {
      const message = errorText(error);
      setAlert(message);
      toasts.show({ type: 'warning', message });
    } finally {
      setResending(false);
    }
  };

  return { status, resending, requestNewCode };
}
