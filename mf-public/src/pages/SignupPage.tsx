import { isStatus } from '@harbour/sdk';
import { Loading } from '@harbour/ui';
import { useReferrer } from '../referrer/useReferrer';
import { useStoredReferrerId } from '../referrer/useStoredReferrerId';
import { ClientSignup } from '../signup/ClientSignup';

/**
 * /signup: client sign-up. A visitor who arrived through a partner (stored referrer `rf`, still
 * valid) signs up with that partner: its id is sent and its extra fields are asked for.
 */
export function SignupPage() {
  const storedReferrerId = useStoredReferrerId();
  const referrer = useReferrer(storedReferrerId);
  if (referrer.isFetching && !referrer.currentData) return <Loading label="Loading" />;
  // A referrer that no longer exists is dropped; any other failure keeps the stored id.
  const referrerId = referrer.data?.id ?? (isStatus(referrer.error, 404) ? undefined : storedReferrerId);
  return <ClientSignup referrer={referrer.data} referrerId={referrerId} />;
}
