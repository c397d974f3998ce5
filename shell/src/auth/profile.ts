import type { SignedInUser, UserType } from '@harbour/platform';
import { isStatus } from '@harbour/sdk';
import type { PatientProfile } from '@harbour/sdk/accounts';
import { getProfile } from '../calls/shell-calls';

export type ProfileResult = { kind: 'profile'; profile: SignedInUser['profile'] } | { kind: 'signed-out' } | { kind: 'unavailable' };

/**
 * Spec §6: after sign-in the profile comes from the endpoint for the user's type; a 401 there
 * means signed out. Any other failure keeps the user signed in without profile details.
 */
export async function fetchProfile(userType: UserType, accessToken: string): Promise<ProfileResult> {
  const call = getProfile(userType, accessToken);
  if (!call) return { kind: 'profile', profile: {} };
  try {
    const body = await call;
    const isApproved = 'isApproved' in body ? body.isApproved : undefined;
    const profile: SignedInUser['profile'] = { email: body.email, firstName: body.firstName, lastName: body.lastName, isApproved };
    // The client's pages show times in this zone: carried here, they need not read the profile again.
    if (userType === 'client') profile.timezoneId = (body as PatientProfile).timezoneId ?? null;
    return { kind: 'profile', profile };
  } catch (error) {
    return isStatus(error, 401) ? { kind: 'signed-out' } : { kind: 'unavailable' };
  }
}
