import { normaliseProviderNumber, providerNumberProblem } from '@harbour/identifiers';
import type { FieldErrors } from '../../../lib/field-errors';
import { checkPracticeName } from './practice-name';
import type { PracticeLocation } from './profile.types';

export const MAX_OTHER_LOCATIONS = 10;
export const MISSING_LOCATION_NAME = 'Enter the name of the practice at this location.';
export const REPEATED_PROVIDER_NUMBER = 'This provider number is already listed for another of your locations.';

/**
 * A GP's other practice locations, each with its own provider number (Medicare gives a GP one per
 * location: the 7th character names it). Every entry is checked and named by its index
 * (`otherLocations.1.providerNumber`), so one 422 says which row is wrong; a provider number may
 * appear once across the main location and the others.
 */
export function checkOtherLocations(input: PracticeLocation[] | undefined, mainProviderNumber: string | undefined, errors: FieldErrors): PracticeLocation[] | undefined {
  if (input === undefined) return undefined;
  if (input.length > MAX_OTHER_LOCATIONS) {
    errors.add('otherLocations', `List at most ${MAX_OTHER_LOCATIONS} other practice locations.`);
    return undefined;
  }
  const seen = new Set(mainProviderNumber && !providerNumberProblem(mainProviderNumber, { required: true }) ? [normaliseProviderNumber(mainProviderNumber)] : []);
  return input.map((location, index) => {
    const practiceName = checkPracticeName(location.practiceName, errors, `otherLocations.${index}.practiceName`) ?? '';
    if (!practiceName) errors.add(`otherLocations.${index}.practiceName`, MISSING_LOCATION_NAME);
    const problem = providerNumberProblem(location.providerNumber ?? '', { required: true });
    const providerNumber = problem ? location.providerNumber : normaliseProviderNumber(location.providerNumber);
    if (problem) errors.add(`otherLocations.${index}.providerNumber`, problem);
    else if (seen.has(providerNumber)) errors.add(`otherLocations.${index}.providerNumber`, REPEATED_PROVIDER_NUMBER);
    seen.add(providerNumber);
    return { practiceName, providerNumber };
  });
}
