export { isValidProviderNumber, normaliseProviderNumber } from './provider-number';
export { providerNumberProblem, INVALID_PROVIDER_NUMBER, MISSING_PROVIDER_NUMBER } from './provider-number-problem';
export {
  isValidMedicareCardNumber,
  isValidMedicareReferenceNumber,
  normaliseMedicareCardNumber,
  INVALID_MEDICARE_CARD_NUMBER,
  INVALID_MEDICARE_REFERENCE_NUMBER,
} from './medicare-card';
