import { normaliseProviderNumber, providerNumberProblem } from '@harbour/identifiers';
import type { FieldErrors } from './field-errors';
import { GpProfileModel } from './gp-profile.model';
import { loadAccountAndProfile, profileBase, updatePersonFields } from './profile-records';
import type { GpProfile, UpdateGpProfileRequest } from './profile.types';

export const PRACTICE_NAME_MAX_LENGTH = 200;

/** Trimmed practice name or undefined; too long is a field error. */
export function checkPracticeName(value: string | undefined, errors: FieldErrors): string | undefined {
  const name = value?.trim().replace(/\s+/g, ' ');
  if (!name) return undefined;
  if (name.length > PRACTICE_NAME_MAX_LENGTH) errors.add('practiceName', `The practice name must be at most ${PRACTICE_NAME_MAX_LENGTH} characters.`);
  return name;
}

export async function getGpProfile(userId: string): Promise<GpProfile> {
  const { account, profile } = await loadAccountAndProfile(GpProfileModel, userId, 'GP');
  return {
    ...profileBase(account, profile),
    userType: 'gp',
    providerNumber: profile.providerNumber,
    ...(profile.practiceName && { practiceName: profile.practiceName }),
  };
}

export async function updateGpProfile(userId: string, input: UpdateGpProfileRequest): Promise<GpProfile> {
  await updatePersonFields(GpProfileModel, userId, input, 'GP', (errors) => {
    const practiceName = checkPracticeName(input.practiceName, errors);
    const providerProblem = input.providerNumber === undefined ? undefined : providerNumberProblem(input.providerNumber, { required: true });
    if (providerProblem) errors.add('providerNumber', providerProblem);
    const providerNumber = input.providerNumber === undefined || providerProblem ? {} : { providerNumber: normaliseProviderNumber(input.providerNumber) };
    return practiceName ? { set: { practiceName, ...providerNumber } } : { set: providerNumber, unset: ['practiceName'] };
  });
  return getGpProfile(userId);
}
