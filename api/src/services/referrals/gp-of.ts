import { forbidden } from '../../http/problem';
import { AccountModel } from '../identity/accounts/account.model';
import { GpProfileModel } from '../users/profiles/gp-profile.model';

export interface GpCaller {
  gpId: string;
  email: string;
  /** "Dr First Last", as on a referral. */
  name: string;
  providerNumber: string;
  practiceName?: string;
}

/** The signed-in GP's account and profile (a GP account without a profile is refused). */
export async function gpOf(gpId: string): Promise<GpCaller> {
  const [account, profile] = await Promise.all([AccountModel.findById(gpId).lean(), GpProfileModel.findById(gpId).lean()]);
  if (!account || account.userType !== 'gp' || !profile) throw forbidden('Only a GP with a profile can do this.');
  return {
    gpId,
    email: account.email,
    name: `Dr ${profile.firstName} ${profile.lastName}`,
    providerNumber: profile.providerNumber,
    ...(profile.practiceName && { practiceName: profile.practiceName }),
  };
}
