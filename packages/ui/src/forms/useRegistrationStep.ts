import { useSearchParams } from '@harbour/router';

/**
 * Where a registration is, kept in the URL so a reload does not lose it: `?registration=…&email=…`
 * once the form is sent (the code step), then `&verified=1` once the code is accepted.
 */
export function useRegistrationStep() {
  const [params, setParams] = useSearchParams();
  return {
    /** The registration awaiting its code; null while the form is still to be filled in. */
    registrationId: params.get('registration'),
    /** Where the code was sent. */
    email: params.get('email') ?? undefined,
    verified: params.get('verified') === '1',
    /** The form was sent: move on to the code step. */
    showVerifyStep: (registrationId: string, email: string) => setParams({ registration: registrationId, email }),
    /** The code was accepted (replaces the history entry, so Back does not return to the code). */
    markVerified: () => {
      const next = new URLSearchParams(params);
      next.set('verified', '1');
      setParams(next, { replace: true });
    },
  };
}
