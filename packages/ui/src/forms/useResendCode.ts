import { useEffect, useState } from 'react';

/** The API sends at most one new code a minute (security/one-time-codes). */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * "Send a new code": disabled with a countdown for a minute after each code (the first was sent
 * with the form), and one message — the status line when a code is on its way, the form's alert
 * (`setAlert`) when it is not. No toasts on top: one thing said once.
 */
export function useResendCode(
  resend: () => Promise<unknown>,
  destination: string | undefined,
  setAlert: (message: string | undefined) => void,
  /** The text for a failed call (an area passes the SDK's errorMessageOf). */
  errorText: (error: unknown) => string,
  cooldownSeconds = RESEND_COOLDOWN_SECONDS,
) {
  const [status, setStatus] = useState<string>();
  const [resending, setResending] = useState(false);
  const [availableAt, setAvailableAt] = useState(() => Date.now() + cooldownSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((availableAt - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const requestNewCode = async () => {
    if (secondsLeft > 0 || resending) return;
    setAlert(undefined);
    setStatus(undefined);
    setResending(true);
    try {
      await resend();
      setStatus(destination ? `We have sent a new code to ${destination}.` : 'We have sent you a new code.');
      setAvailableAt(Date.now() + cooldownSeconds * 1000);
      setNow(Date.now());
    } catch (error) {
      setAlert(errorText(error));
    } finally {
      setResending(false);
    }
  };

  return { status, resending, requestNewCode, secondsLeft };
}
