import { useAuth } from '@harbour/platform';
import { useGetPatientProfileQuery } from '@harbour/sdk/accounts';

/**
 * The country the directory favours for this visitor: a signed-in client's profile country (absent
 * means Australia, spec §3). For anyone else it is left out and the API goes by the browser's zone.
 * `ready` is false while a client's profile is still loading, so the list is asked for once.
 */
export function useViewerCountry(): { countryId?: string; ready: boolean } {
  const auth = useAuth();
  const isClient = auth.status === 'authenticated' && auth.user.userType === 'client';
  const profile = useGetPatientProfileQuery(undefined, { skip: !isClient });
  if (!isClient) return { ready: true };
  if (profile.isLoading) return { ready: false };
  return { ready: true, countryId: profile.data ? (profile.data.countryId ?? 'AUS') : undefined };
}
