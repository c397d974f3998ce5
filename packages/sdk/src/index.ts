export * from './generated/harbourApi';
export { emptyApi } from './api';
export { harbourBaseQuery, type HarbourError } from './base-query';
export { errorMessageFor, UNAUTHORISED, UNEXPECTED_ERROR } from './error-message';
export { createAreaStore, type AreaStore } from './store';
