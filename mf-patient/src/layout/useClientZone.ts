import { useAuth } from '@harbour/platform';
import { useGetPatientProfileQuery } from '@harbour/sdk/accounts';
import { browserTimeZone } from '@harbour/ui';

/** The zone the client's times are shown in: the one in their profile, else the browser's. */
export function useClientZone(): string {
  const auth = useAuth();
  const profile = useGetPatientProfileQuery(undefined, { skip: auth.status !== 'authenticated' });
  return profile.data?.timezoneId ?? browserTimeZone();
}
