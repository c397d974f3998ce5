import { useCallback, useState } from 'react';
import { useLocation } from '@harbour/router';

interface StoredStep {
  registrationId: string;
  email: string;
  verified?: boolean;
}

const keyFor = (pathname: string) => `harbour.client-signup:${pathname}`;

function read(key: string): StoredStep | undefined {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as StoredStep | null;
    return value && typeof value.registrationId === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: StoredStep | undefined) {
  try {
    if (value) window.sessionStorage.setItem(key, JSON.stringify(value));
    else window.sessionStorage.removeItem(key);
  } catch {
    // storage unavailable (private mode): the step lives as long as the page
  }
}

/**
 * Where a registration is: the code step once the form is sent, then "verified". Kept in this
 * tab's sessionStorage (per sign-up page) so a reload does not lose it — never in the address,
 * where the email and registration id would end up in history, logs and shared links.
 */
export function useClientSignupStep() {
  const { pathname } = useLocation();
  const key = keyFor(pathname);
  const [step, setStep] = useState<StoredStep | undefined>(() => read(key));
  const update = useCallback(
    (next: StoredStep | undefined) => {
      write(key, next);
      setStep(next);
    },
    [key],
  );
  return {
    /** The registration awaiting its code; null while the form is still to be filled in. */
    registrationId: step?.registrationId ?? null,
    /** Where the code was sent. */
    email: step?.email,
    verified: step?.verified === true,
    /** The form was sent: move on to the code step. */
    showVerifyStep: (registrationId: string, email: string) => update({ registrationId, email }),
    /** The code was accepted. */
    markVerified: () => step && update({ ...step, verified: true }),
    /** Back to an empty form (a mistyped email). */
    startAgain: () => update(undefined),
    /** The sign-up is finished: the next visit starts afresh (the page itself stays as it is). */
    forget: () => write(key, undefined),
  };
}
