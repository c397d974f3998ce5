import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { requireSelfOrTheirPsychologist } from '../profiles/self-or-their-psychologist';
import { todayIn } from '../profiles/client-age';
import { PatientProfileModel } from '../profiles/patient-profile.model';
import { CLIENT_DEFAULT_TIME_ZONE } from '../profiles/patient-timezone';
import { hasPartner } from '../profiles/care-readers';
import { clientTypeOf, THERAPY_TYPE_OF } from './client-type';
import type { PatientClientType } from './client-type.types';

/** The client type from the profile (age on the client's own calendar) and their relationships. */
export async function patientClientType(user: AuthenticatedUser, patientId: string, now = new Date()): Promise<PatientClientType> {
  await requireSelfOrTheirPsychologist(user, patientId);
  const [profile, partnered] = await Promise.all([PatientProfileModel.findById(patientId, { dateOfBirth: 1, timezoneId: 1 }).lean(), hasPartner(patientId)]);
  const today = todayIn(profile?.timezoneId ?? CLIENT_DEFAULT_TIME_ZONE, now);
  const clientType = clientTypeOf({ dateOfBirth: profile?.dateOfBirth, today, hasPartner: partnered });
  return { patientId, clientType, therapyTypeId: THERAPY_TYPE_OF[clientType] };
}
