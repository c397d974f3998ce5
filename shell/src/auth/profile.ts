import type { SignedInUser, UserType } from '@harbour/platform';

const PROFILE_PATH: Partial<Record<UserType, string>> = {
  client: '/api/users/profile/patient',
  psychologist: '/api/users/profile/psychologist',
  gp: '/api/users/profile/gp',
};

export type ProfileResult = { kind: 'profile'; profile: SignedInUser['profile'] } | { kind: 'signed-out' } | { kind: 'unavailable' };

/**
 * Spec §6: after sign-in the profile comes from the endpoint for the user's type; a 401 there
 * means signed out. Any other failure keeps the user signed in without profile details.
 */
export async function fetchProfile(userType: UserType, accessToken: string): Promise<ProfileResult> {
  const path = PROFILE_PATH[userType];
  if (!path) return { kind: 'profile', profile: {} };
  try {
    const response = await fetch(path, { headers: { authorization: `Bearer ${accessToken}` }, cache: 'no-store' });
    if (response.status === 401) return { kind: 'signed-out' };
    if (!response.ok) return { kind: 'unavailable' };
    const body = (await response.json()) as SignedInUser['profile'];
    return {
      kind: 'profile',
      profile: { email: body.email, firstName: body.firstName, lastName: body.lastName, isApproved: body.isApproved },
    };
  } catch {
    return { kind: 'unavailable' };
  }
}
