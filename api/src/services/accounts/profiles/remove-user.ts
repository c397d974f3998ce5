import { deleteAccount } from '../../identity';
import { GpProfileModel } from './gp-profile.model';
import { PatientProfileModel } from './patient-profile.model';
import { PsychologistProfileModel } from './psychologist-profile.model';

/**
 * Undoes createUserWithProfile when a later step of the same sign-up fails (no transactions):
 * the profile first, then the account, so nobody is left able to sign in to half an account.
 */
export async function removeUser(userId: string): Promise<void> {
  await Promise.all([PatientProfileModel.deleteOne({ _id: userId }), PsychologistProfileModel.deleteOne({ _id: userId }), GpProfileModel.deleteOne({ _id: userId })]);
  await deleteAccount(userId);
}
