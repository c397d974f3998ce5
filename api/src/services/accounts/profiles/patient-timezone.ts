import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { requireSelfOrTheirPsychologist } from './self-or-their-psychologist';
import { PatientProfileModel } from './patient-profile.model';
import { DEFAULT_TIMEZONE_ID } from '../../reference-data';

/** Where times are shown to a client who has not chosen a zone. */
export const CLIENT_DEFAULT_TIME_ZONE = DEFAULT_TIMEZONE_ID;

export interface PatientTimezone {
  patientId: string;
  /** IANA id from /timezones. */
  timezoneId: string;
  /** False when the client has not chosen one and the default (Australia/Sydney) applies. */
  chosenByClient: boolean;
}

/** The zone a client sees times in (no ownership check: for services that already checked). */
export async function timezoneOfPatient(patientId: string): Promise<PatientTimezone> {
  const profile = await PatientProfileModel.findById(patientId, { timezoneId: 1 }).lean();
  return { patientId, timezoneId: profile?.timezoneId ?? CLIENT_DEFAULT_TIME_ZONE, chosenByClient: !!profile?.timezoneId };
}

/** GET /patients/{id}/timezone: for the client themself or their psychologist. */
export async function patientTimezone(user: AuthenticatedUser, patientId: string): Promise<PatientTimezone> {
  await requireSelfOrTheirPsychologist(user, patientId);
  return timezoneOfPatient(patientId);
}
