import { patientNameOf, psychologistNameOf } from '../accounts';
import type { ParticipantUserType } from './records/conversation.model';

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** The person's name from their profile, or undefined when they have no profile of that type. */
export async function nameOf(userId: string, userType: ParticipantUserType): Promise<PersonName | undefined> {
  const profile = await (userType === 'client' ? patientNameOf(userId) : psychologistNameOf(userId));
  return profile ? { firstName: profile.firstName, lastName: profile.lastName } : undefined;
}
