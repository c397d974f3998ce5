import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { getPlatform, hasPlatform } from '@harbour/platform';
import { errorMessageFor } from './error-message';

export interface HarbourError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** The text to show (spec §8): server detail, "Unauthorised" on 401, else the generic text. */
  message: string;
  data?: unknown;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers) => {
    const token = hasPlatform() ? getPlatform().api.getAccessToken() : undefined;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const RATE_LIMIT_RETRY_MS = 200;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec §8 error catalogue: one retry after 200 ms on 429, then errors carry the display text. */
export const harbourBaseQuery: BaseQueryFn<string | FetchArgs, unknown, HarbourError> = async (args, api, extra) => {
  let result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 429) {
    await wait(RATE_LIMIT_RETRY_MS);
    result = await rawBaseQuery(args, api, extra);
  }
  if (result.error) return { error: toHarbourError(result.error) };
  return { data: result.data, meta: result.meta };
};

function toHarbourError(error: FetchBaseQueryError): HarbourError {
  const data = 'data' in error ? error.data : undefined;
  return { status: error.status, message: errorMessageFor(error.status, data), data };
}
