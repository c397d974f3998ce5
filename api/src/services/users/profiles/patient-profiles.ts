import { AccountModel } from '../../identity/accounts/account.model';
import { OutboxMessageModel } from '../../notifications/outbox-message.model';
import { ClientReferrerModel } from '../client-referrers/client-referrer.model';
import { PatientProfileModel } from './patient-profile.model';
import { loadAccountAndProfile, profileBase, updatePersonFields } from './profile-records';
import type { PatientProfile, UpdateProfileRequest } from './profile.types';

export async function getPatientProfile(userId: string): Promise<PatientProfile> {
  const { account, profile } = await loadAccountAndProfile(PatientProfileModel, userId, 'patient');
  return {
    ...profileBase(account, profile),
    userType: 'client',
    ...(profile.referrerId && { referrerId: profile.referrerId }),
    ...(profile.signupFields && { signupFields: profile.signupFields }),
  };
}

export async function updatePatientProfile(userId: string, input: UpdateProfileRequest): Promise<PatientProfile> {
  await updatePersonFields(PatientProfileModel, userId, input, 'patient');
  return getPatientProfile(userId);
}

/**
 * The person leaves (privacy): the account goes first, so every token they hold stops working at
 * once, then their profile, partner links and the emails we kept for them.
 */
export async function deletePatient(userId: string): Promise<void> {
  const { account } = await loadAccountAndProfile(PatientProfileModel, userId, 'patient');
  await AccountModel.deleteOne({ _id: userId, userType: 'client' });
  await Promise.all([
    PatientProfileModel.deleteOne({ _id: userId }),
    ClientReferrerModel.deleteMany({ patientId: userId }),
    OutboxMessageModel.deleteMany({ to: account.email }),
  ]);
}
