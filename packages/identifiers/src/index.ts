export { isValidProviderNumber, normaliseProviderNumber } from './provider-number';
