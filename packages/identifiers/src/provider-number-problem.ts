import { isValidProviderNumber } from './provider-number';

export const INVALID_PROVIDER_NUMBER = 'That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.';
export const MISSING_PROVIDER_NUMBER = 'Enter your Medicare provider number.';

/** What to tell a person about the provider number they typed (GPs must give one; psychologists may). */
export function providerNumberProblem(value: string, { required }: { required: boolean }): string | undefined {
  if (!value.trim()) return required ? MISSING_PROVIDER_NUMBER : undefined;
  return isValidProviderNumber(value) ? undefined : INVALID_PROVIDER_NUMBER;
}
