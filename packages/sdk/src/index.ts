export * from './generated/harbourApi';
export { emptyApi } from './api';
export { harbourBaseQuery, EMPTY_RESPONSE, RATE_LIMIT_RETRY_MS, type HarbourError } from './base-query';
export { errorMessageFor, UNAUTHORISED, UNEXPECTED_ERROR } from './error-message';
export { createAreaStore, type AreaStore } from './store';
export { errorMessageOf, fieldErrorsOf, isStatus, type FieldErrors } from './api-errors';
