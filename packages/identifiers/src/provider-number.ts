/**
 * Medicare provider number: a 6-digit stem, a practice-location character and a check character
 * (domain.md). Example: 4024742F.
 */
const LOCATION_VALUES = '0123456789ABCDEFGHJKLMNPQRTUVWXY'; // I, O, S, Z are never used
const CHECK_CHARACTERS = 'YXWTLKJHFBA'; // index = check value 0..10
const STEM_WEIGHTS = [3, 5, 8, 4, 2, 1];
const LOCATION_WEIGHT = 6;

/** Upper-cases and drops spaces, as people type them from a letterhead. */
export function normaliseProviderNumber(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function isValidProviderNumber(input: string): boolean {
  const value = normaliseProviderNumber(input);
  const match = /^(\d{6})([0-9A-HJ-NP-RT-Y])([A-Z])$/.exec(value);
  if (!match) return false;
  const [, stem, location, check] = match;
  const sum =
    [...stem].reduce((total, digit, i) => total + Number(digit) * STEM_WEIGHTS[i], 0) +
    LOCATION_VALUES.indexOf(location) * LOCATION_WEIGHT;
  return CHECK_CHARACTERS[sum % 11] === check;
}
