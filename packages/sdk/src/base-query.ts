import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { getPlatform, hasPlatform } from '@harbour/platform';
import { errorMessageOf } from './error-text';
import { EMPTY_BODY, readJsonBody } from './response-body';

export interface HarbourError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** The text to show (spec §8): server detail, "Unauthorised" on 401, else the generic text. */
  message: string;
  data?: unknown;
}

/** Spec §8 "Empty response": a GET that answered success with no body at all. */
export const EMPTY_RESPONSE = 'Unable to fetch response';
/** Spec §9 "Rate-limit retry 200 ms". */
export const RATE_LIMIT_RETRY_MS = 200;
/** Used before the shell (or a standalone bootstrap) has set the platform. */
const DEFAULT_BASE_URL = '/api';

type RawQuery = ReturnType<typeof fetchBaseQuery>;
type RawResult = Awaited<ReturnType<RawQuery>>;

/**
 * A store made with `createAreaStore({ accessToken })` calls with that token (the shell reads the
 * profile of a user it has not yet adopted); every other store uses the platform's current token.
 */
export interface CallerToken {
  accessToken?: string;
}
const callerToken = (extra: unknown) => (extra as CallerToken | undefined)?.accessToken;
const accessToken = (extra: unknown) => callerToken(extra) ?? (hasPlatform() ? getPlatform().api.getAccessToken() : undefined);
const apiBaseUrl = () => (hasPlatform() ? getPlatform().api.baseUrl : DEFAULT_BASE_URL);

// One fetchBaseQuery per base URL: the platform decides where the API is.
const rawQueries = new Map<string, RawQuery>();
function rawQueryFor(baseUrl: string): RawQuery {
  let query = rawQueries.get(baseUrl);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl,
      responseHandler: readJsonBody,
      prepareHeaders: (headers, { extra }) => {
        // Read on every attempt, so a retry after an auth error carries the then-current token.
        const token = accessToken(extra);
        if (token) headers.set('authorization', `Bearer ${token}`);
        // A custom response handler stops fetchBaseQuery asking for JSON on its own.
        if (!headers.has('accept')) headers.set('accept', 'application/json');
        return headers;
      },
    });
    rawQueries.set(baseUrl, query);
  }
  return query;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One attempt, with the spec's single retry after 200 ms on 429. */
async function send(args: string | FetchArgs, api: BaseQueryApi, extra: object): Promise<RawResult> {
  const query = rawQueryFor(apiBaseUrl());
  const result = await query(args, api, extra);
  if (result.error?.status !== 429) return result;
  await wait(RATE_LIMIT_RETRY_MS);
  return query(args, api, extra);
}

const isAuthFailure = (result: RawResult) => result.error?.status === 401 || result.error?.status === 403;
/** Only an authenticated call (one that carried a token) is worth handing to the auth flow. */
const sentToken = (result: RawResult) => Boolean(result.meta?.request.headers.get('authorization'));

/** The shell re-reads its auth state: true means the token is still valid and one retry is due. */
async function tokenStillValid(): Promise<boolean> {
  if (!hasPlatform()) return false;
  try {
    return await getPlatform().api.handleAuthError();
  } catch {
    return false;
  }
}

/** A body was expected: a GET that answered with content (204/205 say there is none). */
function expectedBody(meta: FetchBaseQueryMeta | undefined): boolean {
  const status = meta?.response?.status;
  return meta?.request.method === 'GET' && status !== 204 && status !== 205;
}

/**
 * Spec §8 error catalogue: one retry after 200 ms on 429; on 401/403 of an authenticated call the
 * shell's auth handling decides whether to retry once; errors carry the text to show.
 */
export const harbourBaseQuery: BaseQueryFn<string | FetchArgs, unknown, HarbourError, object, FetchBaseQueryMeta> =
  async (args, api, extra) => {
    let result = await send(args, api, extra);
    // A caller's own token is the caller's to judge (the shell reads a 401 there as signed out).
    if (isAuthFailure(result) && sentToken(result) && !callerToken(api.extra) && (await tokenStillValid())) {
      result = await send(args, api, extra);
    }
    const { meta } = result;
    if (result.error) return { error: toHarbourError(result.error), meta };
    if (result.data !== EMPTY_BODY) return { data: result.data, meta };
    if (expectedBody(meta)) return { error: { status: 'CUSTOM_ERROR', message: EMPTY_RESPONSE }, meta };
    return { data: null, meta };
  };

function toHarbourError(error: FetchBaseQueryError): HarbourError {
  const body = 'data' in error ? error.data : undefined;
  const data = body === EMPTY_BODY ? undefined : body;
  return { status: error.status, message: errorMessageOf({ status: error.status, data }), data };
}
