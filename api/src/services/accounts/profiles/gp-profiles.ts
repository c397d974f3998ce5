import { normaliseProviderNumber, providerNumberProblem } from '@harbour/identifiers';
import { GpProfileModel } from './gp-profile.model';
import { checkOtherLocations, REPEATED_PROVIDER_NUMBER } from './practice-locations';
import { checkPracticeName } from './practice-name';
import { loadAccountAndProfile, profileBase, updatePersonFields } from './profile-records';
import type { GpProfile, UpdateGpProfileRequest } from './profile.types';

export async function getGpProfile(userId: string): Promise<GpProfile> {
  const { account, profile } = await loadAccountAndProfile(GpProfileModel, userId, 'GP');
  return {
    ...profileBase(account, profile),
    userType: 'gp',
    providerNumber: profile.providerNumber,
    ...(profile.practiceName && { practiceName: profile.practiceName }),
    otherLocations: profile.otherLocations ?? [],
  };
}

export async function updateGpProfile(userId: string, input: UpdateGpProfileRequest): Promise<GpProfile> {
  await updatePersonFields(GpProfileModel, userId, input, 'GP', async (errors) => {
    const practiceName = checkPracticeName(input.practiceName, errors);
    const providerProblem = input.providerNumber === undefined ? undefined : providerNumberProblem(input.providerNumber, { required: true });
    if (providerProblem) errors.add('providerNumber', providerProblem);
    const providerNumber = input.providerNumber === undefined || providerProblem ? {} : { providerNumber: normaliseProviderNumber(input.providerNumber) };
    const stored = await GpProfileModel.findById(userId, { providerNumber: 1, otherLocations: 1 }).lean();
    const otherLocations = checkOtherLocations(input.otherLocations, input.providerNumber ?? stored?.providerNumber, errors);
    // A new main number that is already one of the kept other locations would be listed twice.
    if (input.otherLocations === undefined && providerNumber.providerNumber && stored?.otherLocations?.some((l) => l.providerNumber === providerNumber.providerNumber))
      errors.add('providerNumber', REPEATED_PROVIDER_NUMBER);
    const set = { ...providerNumber, ...(otherLocations && { otherLocations }) };
    return practiceName ? { set: { practiceName, ...set } } : { set, unset: ['practiceName'] };
  });
  return getGpProfile(userId);
}
