import { PatientProfileModel } from '../accounts/profiles/patient-profile.model';
import { PsychologistProfileModel } from '../accounts/profiles/psychologist-profile.model';
import type { ParticipantUserType } from './records/conversation.model';

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** The person's name from their profile, or undefined when they have no profile of that type. */
export async function nameOf(userId: string, userType: ParticipantUserType): Promise<PersonName | undefined> {
  const model = userType === 'client' ? PatientProfileModel : PsychologistProfileModel;
  const profile = await (model as typeof PatientProfileModel).findById(userId, { firstName: 1, lastName: 1 }).lean();
  return profile ? { firstName: profile.firstName, lastName: profile.lastName } : undefined;
}
