// The shell's own API calls, all through the SDK's typed endpoints (no hand-written fetch or types).
// Each domain's endpoint module is imported when a call first needs it: an anonymous first visit
// makes none of these calls.
import type { UserType } from '@harbour/platform';
import type { GpProfile, PatientProfile, PsychologistProfile } from '@harbour/sdk/accounts';
import type { Redirect } from '@harbour/sdk/content';
import type { PatientReferrer } from '@harbour/sdk/funding';
import type { ForgotPasswordRequest, IdentityClientSettings, ResetPasswordRequest } from '@harbour/sdk/identity';
import type { Referrer } from '@harbour/sdk/reference-data';
import { callApi, orNull } from './call';

const ONCE = { subscribe: false, forceRefetch: true } as const;

const accounts = () => import('@harbour/sdk/accounts').then((module) => module.accountsApi.endpoints);
const referenceData = () => import('@harbour/sdk/reference-data').then((module) => module.referenceDataApi.endpoints);
const funding = () => import('@harbour/sdk/funding').then((module) => module.fundingApi.endpoints);
// Every visit calls both (the sign-in settings, the redirect lookup): they come in the first-page file.
const identity = () => import(/* webpackChunkName: "first-calls" */ '@harbour/sdk/identity').then((module) => module.identityApi.endpoints);
const content = () => import(/* webpackChunkName: "first-calls" */ '@harbour/sdk/content').then((module) => module.contentApi.endpoints);

export const getClientSettings = async (): Promise<IdentityClientSettings> =>
  callApi((await identity()).getIdentityClientSettings.initiate(undefined, ONCE));

export type AnyProfile = PatientProfile | PsychologistProfile | GpProfile;
const PROFILE_ENDPOINT = { client: 'getPatientProfile', psychologist: 'getPsychologistProfile', gp: 'getGpProfile' } as const;

/**
 * Starts fetching the profile calls' endpoint module: someone is (or becomes) signed in, so their
 * profile is read next. Fetched beside the sign-in library, not after it (on a slow phone the two
 * files one after the other were a round trip on every signed-in page's way to its heading).
 */
export function prepareProfileCalls(): void {
  accounts().catch(() => undefined);
}

/** The profile of a user type that has one (admins have none: undefined), read with that user's token. */
export function getProfile(userType: UserType, accessToken: string): Promise<AnyProfile> | undefined {
  if (!(userType in PROFILE_ENDPOINT)) return undefined;
  const name = PROFILE_ENDPOINT[userType as keyof typeof PROFILE_ENDPOINT];
  return accounts().then((endpoints) => callApi<AnyProfile>(endpoints[name].initiate(undefined, ONCE), { accessToken }));
}

/** A partner by its code or id; null when there is none or it cannot be read. */
export const findReferrer = (identifier: string): Promise<Referrer | null> =>
  orNull(referenceData().then((endpoints) => callApi(endpoints.getReferrer.initiate({ identifier }, ONCE))));

/** The signed-in client's current partner; null when there is none or it cannot be read (spec §8). */
export const findClientReferrer = (patientId: string): Promise<PatientReferrer | null> =>
  orNull(funding().then((endpoints) => callApi(endpoints.getPatientReferrer.initiate({ patientId }, ONCE))));

/** A stored redirect for a site path; null when there is none or the API cannot be reached. */
export const findRedirect = (path: string): Promise<Redirect | null> =>
  orNull(content().then((endpoints) => callApi(endpoints.findRedirect.initiate({ path }, ONCE))).then((lookup) => lookup.redirect ?? null));

export const requestPasswordReset = async (forgotPasswordRequest: ForgotPasswordRequest) =>
  callApi((await identity()).requestPasswordReset.initiate({ forgotPasswordRequest }));

export const resetPassword = async (resetPasswordRequest: ResetPasswordRequest) =>
  callApi((await identity()).resetPassword.initiate({ resetPasswordRequest }));
