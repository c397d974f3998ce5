import { PsychologistProfileModel } from './psychologist-profile.model';
import { announceProfileUpdated } from './psychologist-changes';
import { loadAccountAndProfile, profileBase, updatePersonFields } from './profile-records';
import type { PsychologistProfile, UpdateProfileRequest } from './profile.types';

export async function getPsychologistProfile(userId: string): Promise<PsychologistProfile> {
  const { account, profile } = await loadAccountAndProfile(PsychologistProfileModel, userId, 'psychologist');
  return {
    ...profileBase(account, profile),
    userType: 'psychologist',
    ...(profile.providerNumber && { providerNumber: profile.providerNumber }),
  };
}

export async function updatePsychologistProfile(userId: string, input: UpdateProfileRequest): Promise<PsychologistProfile> {
  await updatePersonFields(PsychologistProfileModel, userId, input, 'psychologist');
  await announceProfileUpdated(userId);
  return getPsychologistProfile(userId);
}
