import { normaliseProviderNumber } from '@harbour/identifiers';
import { forbidden } from '../../http/problem';
import { invalidField } from '../../http/validation';
import { findAccountById } from '../identity';
import { gpProfileOf } from '../accounts';

export interface GpCaller {
  gpId: string;
  email: string;
  /** "Dr First Last", as on a referral. */
  name: string;
  /** The provider number and practice of the location the GP writes from. */
  providerNumber: string;
  practiceName?: string;
}

export const UNKNOWN_LOCATION = 'Choose one of the practice locations on your profile.';

/**
 * The signed-in GP's account and profile (a GP account without a profile is refused), at the
 * practice location with `providerNumber` (one of theirs; the main location when left out).
 */
export async function gpOf(gpId: string, providerNumber?: string): Promise<GpCaller> {
  const [account, profile] = await Promise.all([findAccountById(gpId), gpProfileOf(gpId)]);
  if (!account || account.userType !== 'gp' || !profile) throw forbidden('Only a GP with a profile can do this.');
  const main = { providerNumber: profile.providerNumber, practiceName: profile.practiceName };
  const wanted = providerNumber === undefined ? profile.providerNumber : normaliseProviderNumber(providerNumber);
  const location = [main, ...(profile.otherLocations ?? [])].find((l) => l.providerNumber === wanted);
  if (!location) throw invalidField('providerNumber', UNKNOWN_LOCATION);
  return {
    gpId,
    email: account.email,
    name: `Dr ${profile.firstName} ${profile.lastName}`,
    providerNumber: location.providerNumber,
    ...(location.practiceName && { practiceName: location.practiceName }),
  };
}
