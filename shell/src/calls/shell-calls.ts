// The shell's own API calls, all through the SDK's typed endpoints (no hand-written fetch or types).
import type { UserType } from '@harbour/platform';
import { contentApi, type Redirect } from '@harbour/sdk/content';
import { identityApi, type ForgotPasswordRequest, type IdentityClientSettings, type ResetPasswordRequest } from '@harbour/sdk/identity';
import { usersApi, type GpProfile, type PatientProfile, type PatientReferrer, type PsychologistProfile, type Referrer } from '@harbour/sdk/users';
import { callApi, orNull } from './call';

const ONCE = { subscribe: false, forceRefetch: true } as const;

export const getClientSettings = (): Promise<IdentityClientSettings> =>
  callApi(identityApi.endpoints.getIdentityClientSettings.initiate(undefined, ONCE));

export type AnyProfile = PatientProfile | PsychologistProfile | GpProfile;
const PROFILE = {
  client: usersApi.endpoints.getPatientProfile,
  psychologist: usersApi.endpoints.getPsychologistProfile,
  gp: usersApi.endpoints.getGpProfile,
} as const;

/** The profile of a user type that has one (admins have none: undefined), read with that user's token. */
export function getProfile(userType: UserType, accessToken: string): Promise<AnyProfile> | undefined {
  const endpoint = userType in PROFILE ? PROFILE[userType as keyof typeof PROFILE] : undefined;
  return endpoint && callApi<AnyProfile>(endpoint.initiate(undefined, ONCE), { accessToken });
}

/** A partner by its code or id; null when there is none or it cannot be read. */
export const findReferrer = (identifier: string): Promise<Referrer | null> =>
  orNull(callApi(usersApi.endpoints.getReferrer.initiate({ identifier }, ONCE)));

/** The signed-in client's current partner; null when there is none or it cannot be read (spec §8). */
export const findClientReferrer = (patientId: string): Promise<PatientReferrer | null> =>
  orNull(callApi(usersApi.endpoints.getPatientReferrer.initiate({ patientId }, ONCE)));

/** A stored redirect for a site path; null when there is none or the API cannot be reached. */
export const findRedirect = (path: string): Promise<Redirect | null> =>
  orNull(callApi(contentApi.endpoints.findRedirect.initiate({ path }, ONCE)).then((lookup) => lookup.redirect ?? null));

export const requestPasswordReset = (forgotPasswordRequest: ForgotPasswordRequest) =>
  callApi(identityApi.endpoints.requestPasswordReset.initiate({ forgotPasswordRequest }));

export const resetPassword = (resetPasswordRequest: ResetPasswordRequest) =>
  callApi(identityApi.endpoints.resetPassword.initiate({ resetPasswordRequest }));
