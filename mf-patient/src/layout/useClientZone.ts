import { useAuth } from '@harbour/platform';
import { useGetPatientProfileQuery } from '@harbour/sdk/accounts';
import { browserTimeZone } from '@harbour/ui';

/** A zone the client saved during this page's life (null: their device's): newer than the shell's copy from sign-in. */
let savedZone: { zone: string | null } | undefined;

/** Called when the client saves a zone (profile or settings), so the pages after use it. */
export function rememberClientZone(zone: string | null | undefined): void {
  savedZone = { zone: zone ?? null };
}

/**
 * The zone the client's times are shown in: the one in their profile, else the browser's. The shell
 * read the profile at sign-in and hands its zone over (platform 2.3.0), so the page does not read
 * the profile a second time; the area reads it itself only when the shell could not say.
 */
export function useClientZone(): string {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const known = savedZone ? savedZone.zone : signedIn ? auth.user.profile.timezoneId : undefined;
  const profile = useGetPatientProfileQuery(undefined, { skip: !signedIn || known !== undefined });
  return (known === undefined ? profile.data?.timezoneId : known) ?? browserTimeZone();
}
