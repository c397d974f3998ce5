// The SDK's core: a shared singleton (one RTK Query instance and cache for the whole portal).
// Endpoints live in the per-domain modules, `@harbour/sdk/<domain>`, which each area bundles.
export { harbourApi } from './api';
export { harbourBaseQuery, EMPTY_RESPONSE, RATE_LIMIT_RETRY_MS, type HarbourError, type CallerToken } from './base-query';
export {
  errorMessageOf,
  describeError,
  fieldErrorsOf,
  isStatus,
  UNAUTHORISED,
  UNEXPECTED_ERROR,
  FALLBACK_ERROR,
  TRANSPORT_ERROR,
  type FieldErrors,
} from './error-text';
export { createAreaStore, type AreaStore } from './store';
