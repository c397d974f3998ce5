export { isValidProviderNumber, normaliseProviderNumber } from './provider-number';
export { providerNumberProblem, INVALID_PROVIDER_NUMBER, MISSING_PROVIDER_NUMBER } from './provider-number-problem';
